import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from './schema';
import { call, loginAs, useApi } from '../../../test/harness';

const api = useApi();
const ADD = '/api/base/children/add';
const UPDATE = '/api/base/children/update';

const rowsOf = (table: string, rowId: string) =>
  api.db.orm.select().from(auditLog).where(and(eq(auditLog.tableName, table), eq(auditLog.rowId, rowId))).orderBy(desc(auditLog.id));

describe('the audit trail of row changes', () => {
  it('writes one row per change, with who, the identity, the address and before/after of the changed fields only', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const added = await call(api.app, ADD, { token: doctor.token, body: { name: '审计小明', gender: 'male', birthday: '2023-01-02', children_code: 'AUD-1' }, remoteAddress: '10.1.2.3' });
    expect(added.status).toBe(200);
    const id = added.body.data._id as string;
    const [inserted] = await rowsOf('children', id);
    expect(inserted).toMatchObject({ action: 'insert', actorKind: 'user', actorId: doctor._id, institutionId: doctor.institutionId, childId: id, address: '10.1.2.3' });
    expect((inserted!.changes as Record<string, unknown>).name).toEqual({ after: '审计小明' });

    const updated = await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: id, name: '审计小红' } });
    expect(updated.status).toBe(200);
    const after = await rowsOf('children', id);
    expect(after).toHaveLength(2);
    const changes = after[0]!.changes as Record<string, { before: unknown; after: unknown }>;
    expect(after[0]).toMatchObject({ action: 'update', actorId: doctor._id, identityInstitutionId: doctor.institutionId });
    expect(changes.name).toEqual({ before: '审计小明', after: '审计小红' });
    expect(Object.keys(changes).sort()).toEqual(['name', 'updated_at']);
  });

  it('writes nothing for a refused request', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const [before] = await api.db.orm.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const refused = await call(api.app, ADD, { token: doctor.token, body: { name: '', gender: 'male', birthday: '2023-01-02' } });
    expect(refused.status).toBe(400);
    const newer = await api.db.orm.select().from(auditLog).where(and(eq(auditLog.actorId, doctor._id), eq(auditLog.action, 'insert')));
    expect(newer.filter((r) => r.id > before!.id && r.tableName === 'children')).toEqual([]);
  });

  it('refuses to change or delete its rows, even in SQL', async () => {
    await expect(api.db.pool.query('update audit_log set action = $1', ['x'])).rejects.toThrow(/append-only/);
    await expect(api.db.pool.query('delete from audit_log')).rejects.toThrow(/append-only/);
  });
});

describe('GET /api/system/audit/list', () => {
  const LIST = '/api/system/audit/list';

  it('shows an admin the changes of their institution by the screen’s words, filtered by user, child, action and day', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const added = await call(api.app, ADD, { token: doctor.token, body: { name: '列表小芳', gender: 'female', birthday: '2022-05-06', children_code: 'AUD-2' } });
    await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: added.body.data._id, mrn_code: 'MRN-77' } });
    const admin = await loginAs(api.app, 'admin');
    const today = new Date().toISOString().slice(0, 10);
    const res = await call(api.app, LIST, { token: admin.token, query: { child: '列表小芳', action: 'update', at_from: today, at_to: today } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    const [row] = res.body.data;
    expect(row).toMatchObject({ action: 'update', table_label: '儿童', child_name: '列表小芳', user_name: `${doctor.nickname} (doctor)` });
    expect(row.changes).toContain('病历号: （空） → MRN-77');
    expect(row.changes).not.toMatch(/mrn_code|children/);
    const byUser = await call(api.app, LIST, { token: admin.token, query: { user: 'doctor', action: 'insert', child: '列表小芳' } });
    expect(byUser.body.total).toBe(1);
    const nobody = await call(api.app, LIST, { token: admin.token, query: { user: 'nobody-such', child: '列表小芳' } });
    expect(nobody.body.total).toBe(0);
  });

  it('never lists another institution’s rows', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await call(api.app, ADD, { token: doctor.token, body: { name: '甲机构儿童', gender: 'female', birthday: '2022-05-06', children_code: 'AUD-3' } });
    const rows = await api.db.orm.select({ institutionId: auditLog.institutionId }).from(auditLog).where(eq(auditLog.tableName, 'children'));
    expect(new Set(rows.map((r) => r.institutionId)).has(doctor.institutionId)).toBe(true);
    const admin = await loginAs(api.app, 'admin');
    // admin's first identity is the system admin of institution A; B's admin must not see A's rows.
    const { identityOf, switchIdentity } = await import('../../../test/harness');
    const other = identityOf(admin, 'Institution administrator', 'other');
    await switchIdentity(api.app, admin.token, other);
    const res = await call(api.app, LIST, { token: admin.token, query: { child: '甲机构儿童' } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
    const all = await call(api.app, LIST, { token: admin.token, query: { pageSize: '100' } });
    expect(all.body.total).toBeGreaterThan(0);
    expect(all.body.data.some((r: { child_name: string }) => r.child_name === '甲机构儿童')).toBe(false);
    await switchIdentity(api.app, admin.token, identityOf(admin, 'System administrator'));
  });

  it('is refused to a clinician, and a backwards day range is a translated error', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    expect((await call(api.app, LIST, { token: doctor.token })).status).toBe(403);
    const admin = await loginAs(api.app, 'admin');
    const backwards = await call(api.app, LIST, { token: admin.token, query: { at_from: '2025-02-01', at_to: '2025-01-01' }, lang: 'en' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('开始日期不能晚于结束日期');
  });

  it('offers no way to change or delete a row through the API', async () => {
    const admin = await loginAs(api.app, 'admin');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await call(api.app, LIST, { method, token: admin.token, body: {} });
      expect(res.status).toBe(404);
    }
    const routes = api.app.printRoutes({ commonPrefix: false });
    expect(routes.match(/audit[^\n]*\((?:[^)]*)(POST|PUT|DELETE|PATCH)/)).toBeNull();
  });
});

describe('audit events', () => {
  it('logs a login, a failed login and a logout, with the address and no password', async () => {
    const { loginBody } = await import('../../../test/harness');
    const failed = await call(api.app, '/api/base/user/login', { body: loginBody('doctor', 'wrong-Password1', true), remoteAddress: '10.9.9.9' });
    expect(failed.status).not.toBe(200);
    const doctor = await loginAs(api.app, 'doctor');
    await call(api.app, '/api/base/user/loginOut', { token: doctor.token, body: {} });
    const rows = await api.db.orm.select().from(auditLog).where(eq(auditLog.actorId, doctor._id)).orderBy(desc(auditLog.id));
    const actions = rows.map((r) => r.action);
    expect(actions.slice(0, 2)).toEqual(['logout', 'login']);
    const failure = rows.find((r) => r.action === 'login_failed')!;
    expect(failure).toMatchObject({ address: '10.9.9.9', detail: { username: 'doctor' }, institutionId: expect.any(String) });
    expect(JSON.stringify(rows)).not.toContain('wrong-Password1');
  });
});
