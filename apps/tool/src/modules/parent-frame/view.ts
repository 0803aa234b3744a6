/**
 * The test as its parent sees it (`v2/temporary/info`), loaded once per page load and shared by
 * the form and question pages.
 */
import { TESTING_PATHS, type ParentTestView, type TESTING_CALLS } from '@portal/shared';
import { useEffect, useState } from 'react';
import { get } from './http';
import { useRetryWhenOnline } from './online';

let cached: { testId: string; promise: Promise<ParentTestView> } | null = null;

export function loadParentView(testId: string, fresh = false): Promise<ParentTestView> {
  if (!cached || cached.testId !== testId || fresh) {
    const promise = get<typeof TESTING_CALLS.temporaryInfo>(TESTING_PATHS.temporaryInfo, { _id: testId });
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
