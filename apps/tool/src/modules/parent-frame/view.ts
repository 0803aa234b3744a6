/**
 * The test as its parent sees it (`v2/temporary/info`), loaded once per page load and shared by
 * the form and question pages (or, for a link reopened without network, taken from the page the
 * offline worker served).
 */
import { TESTING_PATHS, type ParentTestView, type TESTING_CALLS } from '@portal/shared';
import { acceptLanguage } from '@portal/ui/http/client';
import { useEffect, useState } from 'react';
import { takeKeptView } from '../offline';
import { get } from './http';
import { getLocale } from './i18n';
import { useRetryWhenOnline } from './online';

let cached: { testId: string; promise: Promise<ParentTestView> } | null = null;

export function loadParentView(testId: string, fresh = false): Promise<ParentTestView> {
  if (!cached || cached.testId !== testId || fresh) {
    // Reopened without network: the worker's page already holds the view it would answer with.
    const kept = fresh ? undefined : (takeKeptView(testId, acceptLanguage(getLocale())) as ParentTestView | undefined);
    const promise = kept ? Promise.resolve(kept) : get<typeof TESTING_CALLS.temporaryInfo>(TESTING_PATHS.temporaryInfo, { _id: testId });
    cached = { testId, promise };
    // A failed load is not kept: the next page (or 'try again') asks again.
    promise.catch(() => {
      if (cached?.promise === promise) cached = null;
    });
  }
  return cached.promise;
}

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; error: unknown };

export function useParentView(testId: string, attempt = 0): Loaded<ParentTestView> {
  const [loaded, setLoaded] = useState<Loaded<ParentTestView>>({ state: 'loading' });
  // Back online after a failed first load: asked again without a tap (the page says it will be).
  const [again, setAgain] = useState(0);
  useRetryWhenOnline(loaded.state === 'error' ? loaded.error : null, () => setAgain((n) => n + 1));
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    loadParentView(testId, attempt > 0 || again > 0).then(
      (data) => live && setLoaded({ state: 'ready', data }),
      (error: unknown) => live && setLoaded({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [testId, attempt, again]);
  return loaded;
}
