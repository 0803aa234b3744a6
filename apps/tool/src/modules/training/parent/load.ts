/**
 * A call's state for a page: loading, its data, or the error (306: the link is unknown or revoked).
 * The last answer of each call is kept for the page's life, so a page opened while the network is
 * down still shows what the parent saw last (with what waits on the phone on top of it).
 */
import { useEffect, useState } from 'react';
import { codeOf, SESSION_GONE, useRetryWhenOnline } from '../../parent-frame';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; error: unknown };

const lastAnswers = new Map<string, unknown>();

export const linkGone = (error: unknown): boolean => codeOf(error) === SESSION_GONE;

export function useLoad<T>(key: string, load: () => Promise<T>, deps: readonly unknown[]): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>(() => (lastAnswers.has(key) ? { state: 'ready', data: lastAnswers.get(key) as T } : { state: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  // Back online after a failed load: asked again without a tap (the page says it will be).
  useRetryWhenOnline(loaded.state === 'error' ? loaded.error : null, () => setAttempt((n) => n + 1));
  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        lastAnswers.set(key, data);
        if (live) setLoaded({ state: 'ready', data });
      },
      (error: unknown) => {
        if (linkGone(error)) lastAnswers.delete(key);
        else if (lastAnswers.has(key)) return;
        if (live) setLoaded({ state: 'error', error });
      },
    );
    return () => {
      live = false;
    };
    // The caller names what the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ...deps, attempt]);
  return [loaded, () => setAttempt((n) => n + 1)];
}
