/**
 * The audit row of an answer change, written by the sync's SQL function itself (migration 0028)
 * instead of the generic trigger: the same row — who, identity, address, the child, before and
 * after of the changed answer keys, status and start — once per applied change, none for a replay
 * or a change to the value already stored; every other change of a test still goes through the trigger.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { auditLog } from '../audit/schema';
import { call, loginAs, useApi } from '../../../test/harness';
import { answerFor, childIdOf, libraryOf, newTest, parentSession, radioKey, testRow } from './test-support';

const api = useApi();
let doctor: UserInfo;
let A: string;

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
  A = doctor.institutionId;
});

const SYNC = '/api/base/dreamit/v2/temporary/sync';
const lastId = async () => (await api.db.pool.query<{ id: string }>('select coalesce(max(id), 0)::text as id from audit_log')).rows[0]!.id;
const rowsSince = (testId: string, after: string) =>
  api.db.orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tableName, 'tests'), eq(auditLog.rowId, testId), gt(auditLog.id, Number(after))))
    .orderBy(asc(auditLog.id));

async function parentTest() {
  const session = await parentSession(api.app, api.db, doctor);
  return { ...session, library: libraryOf(await testRow(api.db, session.id)) };
}

describe('the audit row of an answer change', () => {
  it('is written once per parent change, by the parent from their address, with only what changed', async () => {
    const p = await parentTest();
    const key = radioKey(p.library);
    const [pass, fail] = [answerFor(p.library, key, 'pass'), answerFor(p.library, key, 'fail')];
    const mark = await lastId();
    const send = (value: unknown, seq: number, address: string) =>
      call(api.app, SYNC, { headers: { temtoken: p.tem }, remoteAddress: address, body: { test_id: p.id, answer: { [key]: value }, change_question_key: key, device_id: 'audit-phone', seq } });

    // The first change of this test in the process looks the session up; the next ones are the one-statement path.
    expect((await send(pass, 1, '10.7.0.1')).body.data.ack).toEqual({ device_id: 'audit-phone', seq: 1, applied: true });
    expect((await send(fail, 2, '10.7.0.2')).body.data.ack).toEqual({ device_id: 'audit-phone', seq: 2, applied: true });
    expect((await send(fail, 2, '10.7.0.2')).body.data.ack).toEqual({ device_id: 'audit-phone', seq: 2, applied: false });
    expect((await send(fail, 3, '10.7.0.3')).body.data.ack).toEqual({ device_id: 'audit-phone', seq: 3, applied: true });

    const stored = (await testRow(api.db, p.id)).answerParents as Record<string, unknown>;
    const rows = await rowsSince(p.id, mark);
    // The replay (seq 2 again) and the change to the value already stored (seq 3) write nothing.
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [(typeof rows)[number], (typeof rows)[number]];
    for (const [row, address] of [
      [first, '10.7.0.1'],
      [second, '10.7.0.2'],
    ] as const) {
      expect(row).toMatchObject({ action: 'update', actorKind: 'parent', actorId: null, institutionId: A, childId: p.childId, address });
    }
    const firstChanges = first.changes as Record<string, { before?: unknown; after?: unknown }>;
    expect(Object.keys(firstChanges).sort()).toEqual(['answer_parents', 'started_time', 'status']);
    expect(firstChanges.status).toEqual({ before: 'Active', after: 'ParentsTesting' });
    expect(firstChanges.started_time!.before).toBeNull();
    expect(typeof firstChanges.started_time!.after).toBe('string');
    expect((firstChanges.answer_parents!.before as object) ?? {}).toEqual({});
    expect(Object.keys(firstChanges.answer_parents!.after as object)).toEqual([key]);
    const secondChanges = second.changes as Record<string, { before: Record<string, unknown>; after: Record<string, unknown> }>;
    expect(Object.keys(secondChanges)).toEqual(['answer_parents']);
    expect(secondChanges.answer_parents!.before).toEqual(firstChanges.answer_parents!.after);
    expect(secondChanges.answer_parents!.after).toEqual({ [key]: stored[key] });
    expect(secondChanges.answer_parents!.after).not.toEqual(secondChanges.answer_parents!.before);
  });

  it('names the clinician and their identity for the clinician’s change', async () => {
    const id = await newTest(api.app, doctor.token, 'Dream-ITS', await childIdOf(api.db, A, 'XY0004'));
    const library = libraryOf(await testRow(api.db, id));
    const key = radioKey(library);
    const mark = await lastId();
    const res = await call(api.app, '/api/base/dreamits/sync', { token: doctor.token, remoteAddress: '10.7.1.1', body: { test_id: id, answer: { [key]: answerFor(library, key) }, change_question_key: key, device_id: 'audit-pad', seq: 1 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await rowsSince(id, mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', actorKind: 'user', actorId: doctor._id, identityInstitutionId: A, institutionId: A, address: '10.7.1.1' });
    expect(Object.keys(rows[0]!.changes as object).sort()).toEqual(['answer', 'started_time', 'status']);
  });

  it('leaves every other change of a test to the trigger', async () => {
    const p = await parentTest();
    const mark = await lastId();
    await api.db.pool.query(`update tests set comments = 'audit check' where id = $1`, [p.id]);
    const rows = await rowsSince(p.id, mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', actorKind: 'system', childId: p.childId });
    expect(rows[0]!.changes).toMatchObject({ comments: { after: 'audit check' } });
  });
});
