/**
 * One sync call (dreamits/sync, v2/sync, v2/temporary/sync): refuse what the test's status,
 * version or stage does not allow, check every changed key against its question with the shared
 * rules and recompute the record (`validateAnswer`, `finalizeAnswer`: derived fields are never
 * trusted), apply the change (sync-store.ts), then, with is_end, end the stage or the test.
 * Nothing is stored on any refusal. The acknowledgement is sent only after the commit.
 */
import type { FastifyBaseLogger } from 'fastify';
import { changedKeys, finalizeAnswer, resolveAnswerKey, validateAnswer, type AnswerValue, type Locale, type SyncBody, type SyncResult, type TestStatus } from '@portal/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { clinicianRefusal, parentSyncRefusal, requireFlow, V1_OPEN, V2_STARTED } from './access';
import { endStageOrTest } from './close';
import { libraryCache, libraryNamed, libraryOfKey, type LibraryName, type TestLibraries } from './libraries';
import { progressOf } from './progress';
import { applyChange, loadTestState, type Change, type ChangeOutcome, type Side } from './sync-store';

export type SyncFlow = 'v1' | 'v2' | 'parents';

export interface SyncCall {
  institutionId: string;
  testId: string;
  flow: SyncFlow;
  body: SyncBody;
  locale: Locale;
  log: FastifyBaseLogger;
  /** The status already read with the caller's session (parents): spares a query when the libraries are cached. */
  knownStatus?: string;
}

export interface Stage {
  libraries: LibraryName[];
  allowed: readonly TestStatus[];
  move: Change['move'];
}

function refusalFor(flow: SyncFlow, status: string) {
  if (flow === 'parents') return parentSyncRefusal(status);
  return clinicianRefusal(status, flow === 'v1' ? V1_OPEN : V2_STARTED);
}

export function refuse(flow: SyncFlow, status: string): void {
  const key = refusalFor(flow, status);
  if (key) throw new AppError(key);
}

export function stageOf(flow: SyncFlow, status: string): Stage {
  if (flow === 'v1') return { libraries: ['main'], allowed: V1_OPEN, move: { from: 'Active', to: 'Testing' } };
  if (flow === 'parents') return { libraries: ['main', 'parents'], allowed: ['Active', 'ParentsTesting'], move: { from: 'Active', to: 'ParentsTesting' } };
  if (status === 'Additional') return { libraries: ['additional'], allowed: ['Additional'], move: null };
  return { libraries: ['main'], allowed: ['Testing', 'ParentsTesting'], move: null };
}

const DEVICE_PAIR = { zh: 'device_id 与 seq 须同时提供', en: 'device_id and seq go together' };

export function requireDevicePair(body: SyncBody, locale: Locale): void {
  if ((body.device_id === undefined) !== (body.seq === undefined)) throw new AppError('badInput', { detail: DEVICE_PAIR[locale] });
}

/** The outcome of an applied change as the caller sees it; a status outside the stage: the refusal. */
export function acceptOutcome(flow: SyncFlow, stage: Stage, outcome: ChangeOutcome, body: SyncBody, keys: string[]): SyncResult['ack'] {
  if (!stage.allowed.includes(outcome.status as TestStatus)) {
    // The status changed since it was read (a concurrent close or stage end): nothing was written.
    refuse(flow, outcome.status);
    throw new AppError('syncOutOfStage', { key: keys[0]! });
  }
  return body.device_id !== undefined && body.seq !== undefined ? { device_id: body.device_id, seq: body.seq, applied: outcome.applied && !outcome.replayed } : null;
}

type AnswerMaps = { answer: Record<string, unknown>; answer_parents: Record<string, unknown> };

/** The result a side sees: a parent never receives the clinician's answers. */
export function resultOf(side: Side, status: string, answers: AnswerMaps, missing: string[], ack: SyncResult['ack'], libraries: TestLibraries): SyncResult {
  const own = (side === 'parents' ? answers.answer_parents : answers.answer) as Record<string, AnswerValue>;
  return {
    status: status as TestStatus,
    answer: side === 'parents' ? {} : (answers.answer as Record<string, AnswerValue>),
    answer_parents: answers.answer_parents as Record<string, AnswerValue>,
    questions_not_answer_keys: missing,
    ack,
    ...progressOf(libraries.main, own),
  };
}

/** Each changed key checked against its own question; the values as they will be stored. */
export function checkedValues(libraries: TestLibraries, stage: Stage, flow: SyncFlow, body: SyncBody, keys: string[], locale: Locale): Record<string, AnswerValue | null> {
  const values: Record<string, AnswerValue | null> = {};
  for (const key of keys) {
    const name = libraryOfKey(libraries, key);
    if (!name) throw new AppError('answerKeyUnknown', { key });
    if (!stage.libraries.includes(name)) throw new AppError('syncOutOfStage', { key });
    const library = libraryNamed(libraries, name)!;
    const value = body.answer[key] ?? null;
    const problem = validateAnswer(library, key, value, { flow: flow === 'v1' ? 'v1' : 'v2' });
    // A missing or incomplete answer is a step on the way (it is what is unanswered at the end);
    // a choice the question does not have is a wrong answer.
    if (problem?.key === 'unknownChoice') throw new AppError('answerInvalid', { key, detail: problem[locale] });
    values[key] = finalizeAnswer(resolveAnswerKey(library, key)!.question, value);
  }
  return values;
}

export async function syncTest(ctx: AppContext, call: SyncCall): Promise<SyncResult> {
  const { body } = call;
  requireDevicePair(body, call.locale);
  const cached = call.knownStatus === undefined ? undefined : libraryCache.get(call.institutionId, call.testId);
  const state = cached ? { status: call.knownStatus!, libraries: cached } : await loadTestState(ctx.db.pool, call.institutionId, call.testId);
  if (!state) throw new AppError('notFound');
  if (call.flow !== 'parents') requireFlow(state.libraries.toolsType, call.flow);
  refuse(call.flow, state.status);
  const stage = stageOf(call.flow, state.status);
  const side: Side = call.flow === 'parents' ? 'parents' : 'clinician';
  const keys = changedKeys(body);
  const values = checkedValues(state.libraries, stage, call.flow, body, keys, call.locale);

  let status = state.status;
  let answers: AnswerMaps | null = null;
  let ack: SyncResult['ack'] = null;
  if (keys.length > 0) {
    const outcome = await applyChange(ctx.db.pool, {
      institutionId: call.institutionId,
      testId: call.testId,
      side,
      deviceId: body.device_id ?? '',
      seq: body.seq ?? 0,
      changeKey: body.change_question_key || keys[0]!,
      values,
      allowed: stage.allowed,
      move: stage.move,
    });
    if (!outcome) throw new AppError('notFound');
    ack = acceptOutcome(call.flow, stage, outcome, body, keys);
    status = outcome.status;
    answers = outcome;
  }

  let missing: string[] = [];
  if (body.is_end) {
    const ended = await endStageOrTest(ctx, { institutionId: call.institutionId, testId: call.testId, side, check: (s) => refuse(call.flow, s), log: call.log });
    status = ended.status;
    missing = ended.missing;
    answers = ended;
  }
  answers ??= await currentAnswers(ctx, call.institutionId, call.testId);
  return resultOf(side, status, answers, missing, ack, state.libraries);
}

/**
 * The sync routes' serializer: their result is built here to the `syncResult` shape (the schema
 * stays on the route for the API document), so checking it again on the hot path buys nothing.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);

const ANSWERS_SQL = 'select answer, answer_parents from tests where institution_id = $1 and id = $2';

async function currentAnswers(ctx: AppContext, institutionId: string, testId: string) {
  const result = await ctx.db.pool.query<{ answer: Record<string, unknown>; answer_parents: Record<string, unknown> }>({ name: 'testing-answers', text: ANSWERS_SQL, values: [institutionId, testId] });
  const row = result.rows[0];
  if (!row) throw new AppError('notFound');
  return row;
}

