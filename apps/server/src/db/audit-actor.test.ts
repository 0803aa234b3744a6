/**
 * The audit actor on a pool of ONE connection, so every request reuses the connection the one
 * before it left named: the session look-up names its user in its own statement, and nothing of
 * one caller's naming may reach the next caller's changes.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { lookupSession } from '../modules/auth';
import { auditLog } from '../modules/audit/schema';
import { call, loginAs, testConfig, useApi } from '../../test/harness';
import { runInActorScope } from './audit-actor';
import { createDb, type Db } from './pool';

const api = useApi();
const ADD = '/api/base/children/add';
let one: Db;
let app: FastifyInstance;

beforeAll(async () => {
  one = createDb(api.database.url, 1);
  app = await buildApp({ ctx: { db: one, config: testConfig() } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await one.pool.end();
});

const insertOf = async (childId: string) => {
  const [row] = await api.db.orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tableName, 'children'), eq(auditLog.rowId, childId), eq(auditLog.action, 'insert')));
  return row;
};

async function addChild(token: string, address: string, code: string): Promise<string> {
  const res = await call(app, ADD, { token, remoteAddress: address, body: { name: '归属' + code, gender: 'female', birthday: '2023-03-04', children_code: code } });
  expect(res.status).toBe(200);
  return res.body.data._id as string;
}

/** A child inserted in SQL on the one connection, in a request scope from `address` that names nobody. */
async function insertAsNobody(address: string, code: string, before?: () => Promise<unknown>): Promise<string> {
  return runInActorScope(address, async () => {
    await before?.();
    const { rows } = await one.pool.query<{ id: string }>(
      `insert into children (institution_id, name, gender, birthday, children_code)
       select id, '系统' || $1, 'male', current_date - 300, $1 from institutions where parent_id is null order by created_at limit 1 returning id`,
      [code],
    );
    return rows[0]!.id;
  });
}

describe('who acts, on a connection shared by every caller', () => {
  it('attributes each change to the caller of its own request, with its address', async () => {
    const doctor = await loginAs(app, 'doctor');
    const admin = await loginAs(app, 'admin');
    const first = await addChild(doctor.token, '10.0.0.1', 'ACT-1');
    const second = await addChild(admin.token, '10.0.0.2', 'ACT-2');
    const third = await addChild(doctor.token, '10.0.0.3', 'ACT-3');
    expect(await insertOf(first)).toMatchObject({ actorKind: 'user', actorId: doctor._id, identityInstitutionId: doctor.institutionId, address: '10.0.0.1' });
    expect(await insertOf(second)).toMatchObject({ actorKind: 'user', actorId: admin._id, identityInstitutionId: admin.institutionId, address: '10.0.0.2' });
    expect(await insertOf(third)).toMatchObject({ actorKind: 'user', actorId: doctor._id, address: '10.0.0.3' });
  });

  it('leaves a change after a session look-up to nobody when the look-up named nobody, or in another request', async () => {
    const doctor = await loginAs(app, 'doctor');
    await addChild(doctor.token, '10.0.0.5', 'ACT-5'); // the connection now names the doctor
    const plain = await insertAsNobody('10.0.0.6', 'ACT-6');
    expect(await insertOf(plain)).toMatchObject({ actorKind: 'system', actorId: null, address: '10.0.0.6' });

    const stale = await loginAs(app, 'doctor');
    const fresh = await loginAs(app, 'doctor'); // supersedes `stale`
    const afterRefused = await insertAsNobody('10.0.0.7', 'ACT-7', async () => expect((await lookupSession(one.pool, stale.token)).state).toBe('superseded'));
    expect(await insertOf(afterRefused)).toMatchObject({ actorKind: 'system', actorId: null, address: '10.0.0.7' });
    // Login reads the new session the same way before anyone is named: its own later changes are the system's.
    const afterLive = await insertAsNobody('10.0.0.8', 'ACT-8', async () => expect((await lookupSession(one.pool, fresh.token)).state).toBe('live'));
    expect(await insertOf(afterLive)).toMatchObject({ actorKind: 'system', actorId: null, address: '10.0.0.8' });
  });
});
