/**
 * The network as the parent pages see it: a call that failed for want of a network (not a
 * refusal of the server), and a wait for the network to come back.
 */
import { errorCatalogue } from '@portal/shared';
import { useEffect } from 'react';
import { ApiError } from './http';

const NETWORK_CODES: ReadonlySet<number> = new Set([errorCatalogue.fetchFailed.code, errorCatalogue.httpError.code]);

export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return NETWORK_CODES.has(error.code);
  return error instanceof TypeError;
}

/** How often a page waiting for the network tries again even without an 'online' event (a network that answers nothing). */
export const RETRY_MS = 15_000;

/** Resolves when the phone is back online, or after RETRY_MS; `cancel` stops the wait. */
export function whenOnline(): { done: Promise<void>; cancel(): void } {
  let cancel = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    const finish = () => {
      window.removeEventListener('online', finish);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(finish, RETRY_MS);
    window.addEventListener('online', finish);
    cancel = () => {
      window.removeEventListener('online', finish);
      clearTimeout(timer);
    };
  });
  return { done, cancel };
}

/** A page showing a network failure tries again by itself once the network is back (its text says so). */
export function useRetryWhenOnline(error: unknown, retry: () => void): void {
  const offline = error !== null && error !== undefined && isNetworkError(error);
  useEffect(() => {
    if (!offline) return;
    const wait = whenOnline();
    void wait.done.then(retry);
    return wait.cancel;
    // `retry` may be a new function each render; the wait belongs to the error shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offline, error]);
}
