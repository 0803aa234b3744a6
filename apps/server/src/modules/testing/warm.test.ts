/**
 * The warm-up a restarted server runs before it listens: the open tests' libraries go into the
 * sync's cache and sample syncs go through the app, and nothing is written by it.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { call, loginAs, useApi } from '../../../test/harness';
import { libraryCache, librariesOf } from './libraries';
import { answerFor, libraryOf, logRows, parentSession, radioKey, testRow } from './test-support';
import { warmParentSync } from './warm';

const api = useApi();
let doctor: UserInfo;

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
});

const count = async (table: string) => Number((await api.db.orm.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]!.n);

describe('warming the parent sync before listening', () => {
  it('caches the libraries of tests with an open parent session and writes nothing', async () => {
    const p = await parentSession(api.app, api.db, doctor);
    expect(libraryCache.byTest(p.id)).toBeUndefined();
    const before = { row: await testRow(api.db, p.id), audit: await count('audit_log'), log: await count('test_answer_log'), versions: await count('test_answer_versions') };

    const warmed = await warmParentSync(api.ctx, [api.app]);

    expect(libraryCache.byTest(p.id)?.institutionId).toBe(doctor.institutionId);
    // Every warm-up call went through to the statement's session check, and no further.
    expect(Object.keys(warmed.answered)).toEqual(['306']);
    expect(warmed.answered[306]).toBeGreaterThanOrEqual(api.db.pool.options.max ?? 10);
    const after = { row: await testRow(api.db, p.id), audit: await count('audit_log'), log: await count('test_answer_log'), versions: await count('test_answer_versions') };
    expect(after).toEqual(before);

    // The parent's own first sync after it: applied and acknowledged as before.
    const library = libraryOf(before.row);
    const key = radioKey(library);
    const value = answerFor(library, key);
    const sync = await call(api.app, '/api/base/dreamit/v2/temporary/sync', { headers: { temtoken: p.tem }, body: { test_id: p.id, answer: { [key]: value }, change_question_key: key, is_parents: true, device_id: 'phone-0001', seq: 1 } });
    expect(sync.body.code, JSON.stringify(sync.body)).toBe(200);
    expect(sync.body.data.ack).toEqual({ device_id: 'phone-0001', seq: 1, applied: true });
    expect((await testRow(api.db, p.id)).answerParents).toEqual({ [key]: value });
    expect(await logRows(api.db, p.id)).toHaveLength(1);
  });

  it('parses a library shared by several open tests once, and each test gets what its own row holds', async () => {
    const a = await parentSession(api.app, api.db, doctor);
    const b = await parentSession(api.app, api.db, doctor);
    await warmParentSync(api.ctx, [api.app]);
    const [ca, cb] = [libraryCache.byTest(a.id)!.libraries, libraryCache.byTest(b.id)!.libraries];
    // Both tests were copied from the same bank: one parsed copy serves both.
    expect(ca.main).toBe(cb.main);
    const row = await testRow(api.db, a.id);
    expect(ca).toEqual(librariesOf({ toolsType: row.toolsType, library: row.library, libraryAdditional: row.libraryAdditional, libraryParents: row.libraryParents }));
  });
});
