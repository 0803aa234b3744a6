import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { CHILD_LINKS, linkedTables, NOT_CHILD_DATA } from './discover';
import { call, loginAs, useApi } from '../../../test/harness';

const api = useApi();
const ERASE = '/api/base/children/erase';

async function tablesOf(): Promise<string[]> {
  const result = await api.db.pool.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  return result.rows.map((r) => r.table_name);
}

/** Rows of any table (the trail aside) whose content names `id`. */
async function rowsNaming(id: string): Promise<string[]> {
  const hits: string[] = [];
  for (const table of await tablesOf()) {
    if (table === 'audit_log') continue;
    const { rows } = await api.db.pool.query<{ n: number }>(`select count(*)::int as n from ${table} t where strpos(to_jsonb(t)::text, $1) > 0`, [id]);
    if (rows[0]!.n > 0) hits.push(`${table} (${rows[0]!.n})`);
  }
  return hits;
}

describe('which tables hold a child’s data', () => {
  it('covers every table that references a child’s data, found from the schema’s foreign keys', async () => {
    const covered = new Set((await linkedTables(api.db.orm)).map((t) => t.table));
    const childTables = new Set(Object.values(CHILD_LINKS));
    const { rows } = await api.db.pool.query<{ referencing: string; referenced: string }>(`
      select distinct src.relname as referencing, dst.relname as referenced
        from pg_constraint c join pg_class src on src.oid = c.conrelid join pg_class dst on dst.oid = c.confrelid
       where c.contype = 'f'`);
    const missing = rows.filter((r) => childTables.has(r.referenced) && r.referenced !== r.referencing && !covered.has(r.referencing) && !NOT_CHILD_DATA.has(r.referencing));
    expect(missing, 'give these tables a link column of CHILD_LINKS (discover.ts)').toEqual([]);
    const named = (await api.db.pool.query<{ table_name: string }>(`select distinct table_name from information_schema.columns where table_schema = 'public' and column_name ~ 'child'`)).rows;
    expect(named.map((r) => r.table_name).filter((t) => !covered.has(t) && !NOT_CHILD_DATA.has(t))).toEqual([]);
  });
});

describe('GET /api/base/children/data-export', () => {
  it('gives an admin a zip of every row about the child and their stored files, and audits it', async () => {
    const admin = await loginAs(api.app, 'admin');
    const { rows: [target] } = await api.db.pool.query<{ id: string; name: string; test_id: string }>(`
      select c.id, c.name, min(t.id::text) as test_id from children c join tests t on t.institution_id = c.institution_id and t.children_id = c.id
       where c.institution_id = $1 and c.deleted_at is null group by c.id, c.name order by count(*) asc limit 1`, [admin.institutionId]);
    const storagePath = `${admin.institutionId}/2026-01/export-test.pdf`;
    fs.mkdirSync(path.dirname(path.join(api.ctx.config.uploadDir, storagePath)), { recursive: true });
    fs.writeFileSync(path.join(api.ctx.config.uploadDir, storagePath), '%PDF-1.4 export');
    const { rows: [file] } = await api.db.pool.query<{ id: string }>(`insert into files (institution_id, title, extension, size, sha256, storage_path, from_id, source) values ($1, 'r.pdf', 'pdf', 15, 'x', $2, $3, 'report') returning id`, [admin.institutionId, storagePath, target!.test_id]);

    const doctor = await loginAs(api.app, 'doctor');
    expect((await api.app.inject({ url: `/api/base/children/data-export?_id=${target!.id}`, headers: { token: doctor.token } })).statusCode).toBe(403);
    const res = await api.app.inject({ url: `/api/base/children/data-export?_id=${target!.id}`, headers: { token: admin.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    expect(data.tables.children[0]).toMatchObject({ id: target!.id, name: target!.name });
    expect(data.tables.tests.map((t: { id: string }) => t.id)).toContain(target!.test_id);
    expect(await zip.file(`files/${file!.id}.pdf`)!.async('string')).toBe('%PDF-1.4 export');
    const { rows: events } = await api.db.pool.query(`select action from audit_log where child_id = $1 and action = 'child_export'`, [target!.id]);
    expect(events).toHaveLength(1);
  });
});

describe('POST /api/base/children/erase', () => {
  it('erases a child with their tests and reports: no row names them, their files are gone, the trail keeps rows without values', async () => {
    const admin = await loginAs(api.app, 'admin');
    const { rows: [target] } = await api.db.pool.query<{ id: string; name: string; test_id: string }>(`
      select c.id, c.name, min(t.id::text) as test_id from children c join tests t on t.institution_id = c.institution_id and t.children_id = c.id
       where c.institution_id = $1 and c.deleted_at is null group by c.id, c.name order by count(*) desc limit 1`, [admin.institutionId]);
    expect(target).toBeDefined();
    // A stored file of one of the child's tests (as an upload of its answers would be).
    const storagePath = `${admin.institutionId}/2026-01/erase-test.pdf`;
    fs.mkdirSync(path.dirname(path.join(api.ctx.config.uploadDir, storagePath)), { recursive: true });
    fs.writeFileSync(path.join(api.ctx.config.uploadDir, storagePath), '%PDF-1.4 test');
    await api.db.pool.query(`insert into files (institution_id, title, extension, size, sha256, storage_path, from_id, source) values ($1, $2, 'pdf', 13, 'x', $3, $4, 'report')`, [admin.institutionId, `${target!.name} report`, storagePath, target!.test_id]);
    const fileRows = [{ storage_path: storagePath }];
    expect((await rowsNaming(target!.id)).length).toBeGreaterThan(1);

    const doctor = await loginAs(api.app, 'doctor');
    const refused = await call(api.app, ERASE, { token: doctor.token, body: { _id: target!.id } });
    expect(refused.status).toBe(403);
    expect((await rowsNaming(target!.id)).length).toBeGreaterThan(1);

    const res = await call(api.app, ERASE, { token: admin.token, body: { _id: target!.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rows).toBeGreaterThan(1);
    expect(res.body.data.files).toBeGreaterThanOrEqual(fileRows.length);
    expect(await rowsNaming(target!.id)).toEqual([]);
    const uploads = api.ctx.config.uploadDir;
    for (const f of fileRows) expect(fs.existsSync(path.join(uploads, f.storage_path))).toBe(false);

    const { rows: trail } = await api.db.pool.query<{ action: string; changes: unknown; detail: unknown }>(`select action, changes, detail from audit_log where child_id = $1 order by id`, [target!.id]);
    expect(trail.map((r) => r.action)).toContain('child_erase');
    expect(JSON.stringify(trail)).not.toContain(target!.name);
    const again = await call(api.app, ERASE, { token: admin.token, body: { _id: target!.id } });
    expect(again.status).toBe(404);
  });

  it('answers 404 for another institution’s child and for a malformed id, and erases nothing', async () => {
    const admin = await loginAs(api.app, 'admin');
    const { rows: [other] } = await api.db.pool.query<{ id: string }>(`select id from children where institution_id <> $1 limit 1`, [admin.institutionId]);
    expect((await call(api.app, ERASE, { token: admin.token, body: { _id: other!.id } })).status).toBe(404);
    expect((await rowsNaming(other!.id)).length).toBeGreaterThan(0);
    expect((await call(api.app, ERASE, { token: admin.token, body: { _id: 'not-a-uuid' } })).status).toBe(404);
  });
});
