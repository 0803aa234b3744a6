/**
 * The queue's default sender: POST with the common call client, built here from its light core so
 * the parent's phone page does not load antd. Silent: the queue reports failures through its state.
 */
import type { CallBody, CallResult, TestingSyncCall } from '@portal/shared';
import { emitForcedLogout } from '@portal/ui/identity/events';
import { lazyBrowserClient } from '@portal/ui/http/client';

const browserClient = lazyBrowserClient(() => ({ showError: () => undefined, showWarning: () => undefined, onForcedLogout: emitForcedLogout }));

/** POSTs to `path`, one of the sync calls (TESTING_CALLS dreamitsSync, v2Sync, temporarySync: the same body and answer). */
export function defaultSend(path: string): (body: CallBody<TestingSyncCall>) => Promise<CallResult<TestingSyncCall>> {
  return async (body) => (await browserClient().request<CallResult<TestingSyncCall>>('POST', path, { data: body, silent: true })).data;
}

/**
 * A refusal is final for its change: the server read it and said no (an envelope with a 4xx, or a
 * failure envelope on 200). Network failures, 5xx, 408/429 and the logout codes (the user logs in
 * again and the change must still go out) are retried.
 */
export function refusalOf(error: unknown, logoutCodes: readonly number[]): { code: number; message: string } | null {
  if (!(error instanceof Error)) return null;
  const e = error as Error & { code?: unknown; httpStatus?: unknown; envelope?: unknown };
  if (typeof e.code !== 'number' || !e.envelope) return null;
  const status = typeof e.httpStatus === 'number' ? e.httpStatus : 400;
  if (status >= 500 || status === 408 || status === 429) return null;
  if (logoutCodes.includes(e.code)) return null;
  return { code: e.code, message: e.message };
}

/** The Retry-After the call client read from a failed answer (503 while the server recovers). */
export function retryAfterOf(error: unknown): number | null {
  const ms = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof ms === 'number' && ms >= 0 ? ms : null;
}
