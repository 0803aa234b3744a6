/** Helpers the testing API tests share: demo children, tests made through the API, valid answers. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { answerLibrary, sampleAnswers, type Answers, type QuestionLibrary } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import type { SmsMessage } from '../../providers/sms/sender';
import { children } from '../children/schema';
import { testAnswerLog, tests } from './schema';
import { call } from '../../../test/harness';

export async function childIdOf(db: Db, institutionId: string, code: string): Promise<string> {
  const [row] = await db.orm.select({ id: children.id }).from(children).where(and(eq(children.institutionId, institutionId), eq(children.childrenCode, code)));
  if (!row) throw new Error(`no child ${code}`);
  return row.id;
}

/** A new Active test through POST tests/create; answers its id. */
export async function newTest(app: FastifyInstance, token: string, toolsType: string, childrenId: string): Promise<string> {
  const res = await call(app, '/api/base/tests/create', { token, body: { tools_type: toolsType, children_id: childrenId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data._id as string;
}

/** A new Dream-IT test for the demo child XY0006 and a parent's live session on it through its QR link. */
export async function parentSession(app: FastifyInstance, db: Db, doctor: { token: string; institutionId: string }): Promise<{ id: string; childId: string; tem: string }> {
  const childId = await childIdOf(db, doctor.institutionId, 'XY0006');
  const id = await newTest(app, doctor.token, 'Dream-IT', childId);
  const link = await call(app, '/api/base/dreamit/v2/temporary', { token: doctor.token, query: { _id: id, refresh: 'false' } });
  const session = await call(app, '/api/base/temporary/verification', { query: { tem_token: link.body.data.token } });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return { id, childId, tem: session.body.data.tem_token as string };
}

export async function testRow(db: Db, testId: string) {
  const [row] = await db.orm.select().from(tests).where(eq(tests.id, testId));
  if (!row) throw new Error(`no test ${testId}`);
  return row;
}

export function libraryOf(row: { library: unknown }): QuestionLibrary {
  return row.library as QuestionLibrary;
}

/** Every question answered (each part passed). */
export function allAnswers(library: QuestionLibrary): Answers {
  return answerLibrary(library, () => 'pass');
}

/** A valid record for one question key (passed, or failed). */
export function answerFor(library: QuestionLibrary, key: string, outcome: 'pass' | 'fail' = 'pass') {
  return sampleAnswers(key, library.question[key]!, () => outcome)[key]!;
}

/** The first radio question of a library whose choices differ between passing and failing. */
export function radioKey(library: QuestionLibrary): string {
  const key = Object.keys(library.question).find((k) => {
    const q = library.question[k]!;
    return q.type === 'radio' && !q.include_expressive && !q.triggered_away_by && !q.triggered_aways_by && JSON.stringify(answerFor(library, k, 'pass')) !== JSON.stringify(answerFor(library, k, 'fail'));
  });
  if (!key) throw new Error('the library has no plain radio question');
  return key;
}

export async function logRows(db: Db, testId: string) {
  return db.orm.select().from(testAnswerLog).where(eq(testAnswerLog.testId, testId));
}

/**
 * Replaces the text-message sender with one that keeps what it sent, then sends a code to
 * `phone` as the parent and verifies it: the value a phone field asking for verification takes.
 */
export async function verifiedPhoneAsParent(app: FastifyInstance, ctx: AppContext, temToken: string, phone: string) {
  const sent: SmsMessage[] = [];
  ctx.providers = { ...ctx.providers!, sms: { name: 'recording', send: async (message) => void sent.push(message) } };
  const headers = { temtoken: temToken };
  const send = await call(app, '/api/general/phone/send', { body: { phone, code: '86' }, headers });
  expect(send.status, JSON.stringify(send.body)).toBe(200);
  const code = sent.at(-1)!.code;
  const value = { phone, code, phone_select_code: `86-${phone}` };
  const check = await call(app, '/api/general/phone/verification', { body: value, headers });
  expect(check.status, JSON.stringify(check.body)).toBe(200);
  return value;
}
