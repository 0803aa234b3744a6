/**
 * A parent's sync (POST v2/temporary/sync), the busiest call: with the test's libraries already
 * in this process, one round trip — the temporary session is checked and the change applied in
 * one SQL statement (test_apply_parent_change). Otherwise (first call for a test in this process,
 * an end request, a body without changes) the session is looked up first and the general sync
 * runs. A change that fails validation is answered only after the session proved valid, so a
 * caller without one learns nothing but 306.
 */
import type { FastifyBaseLogger } from 'fastify';
import { changedKeys, type Locale, type SyncBody, type SyncResult } from '@portal/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { lookupParentSession, tokenHash } from '../auth';
import { libraryCache } from './libraries';
import { acceptOutcome, checkedValues, requireDevicePair, resultOf, stageOf, syncTest } from './sync';
import { applyParentChange } from './sync-store';

export interface ParentSyncCall {
  temToken: string;
  body: SyncBody;
  locale: Locale;
  log: FastifyBaseLogger;
}

async function viaSession(ctx: AppContext, call: ParentSyncCall): Promise<SyncResult> {
  const session = await lookupParentSession(ctx.db.pool, call.temToken);
  if (!session || session.testId !== call.body.test_id) throw new AppError('notLoggedIn');
  return syncTest(ctx, { institutionId: session.institutionId, testId: session.testId, flow: 'parents', body: call.body, locale: call.locale, log: call.log, knownStatus: session.status });
}

export async function syncAsParent(ctx: AppContext, call: ParentSyncCall): Promise<SyncResult> {
  const { body } = call;
  const known = libraryCache.byTest(body.test_id);
  const keys = changedKeys(body);
  if (!known || keys.length === 0 || body.is_end) return viaSession(ctx, call);

  // The parents' stage does not depend on the status (the SQL checks the status it allows).
  const stage = stageOf('parents', 'Active');
  let values;
  try {
    requireDevicePair(body, call.locale);
    values = checkedValues(known.libraries, stage, 'parents', body, keys, call.locale);
  } catch (error) {
    const session = await lookupParentSession(ctx.db.pool, call.temToken);
    if (!session || session.testId !== body.test_id) throw new AppError('notLoggedIn');
    throw error;
  }
  const outcome = await applyParentChange(ctx.db.pool, tokenHash(call.temToken), {
    testId: body.test_id,
    deviceId: body.device_id ?? '',
    seq: body.seq ?? 0,
    changeKey: body.change_question_key || keys[0]!,
    values,
    allowed: stage.allowed,
    move: stage.move,
  });
  if (!outcome) throw new AppError('notFound');
  if (!outcome.session_ok || outcome.institution_id !== known.institutionId) throw new AppError('notLoggedIn');
  const ack = acceptOutcome('parents', stage, outcome, body, keys);
  return resultOf('parents', outcome.status, outcome, [], ack, known.libraries);
}
