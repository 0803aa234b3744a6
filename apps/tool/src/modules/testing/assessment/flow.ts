/**
 * Which v2 page a test belongs on: Active starts on the ready page, Additional is the
 * additional-info stage, Testing and ParentsTesting are answered on the testing page, an ended
 * test goes to the end page (the clinician flow redirects there), and an invalidated one shows
 * 'test closed'. The report page shows any test.
 */
import { DREAMIT_KEYS, isClosedStatus, TEST_COMMENTS_MAX, TESTING_CALLS, type DreamitPageKey, type MenuNode, type TestStatus } from '@portal/shared';


export type PageDecision = { kind: 'show' } | { kind: 'redirect'; page: DreamitPageKey } | { kind: 'closed' };

export function pageFor(status: TestStatus): DreamitPageKey {
  if (status === 'Active') return 'ready';
  if (status === 'Additional') return 'additional';
  if (isClosedStatus(status)) return 'end';
  return 'testing';
}

export function decidePage(page: DreamitPageKey, status: TestStatus): PageDecision {
  if (page === 'report') return { kind: 'show' };
  if (status === 'Failure') return { kind: 'closed' };
  const home = pageFor(status);
  // The ready page also shows a started test (with 'continue'), as 'continue testing' opens it.
  if (page === 'ready' && home !== 'end') return { kind: 'show' };
  return home === page ? { kind: 'show' } : { kind: 'redirect', page: home };
}

/** Where 'start' leads after v2/begin/test answered the test's status. */
export function afterBegin(status: TestStatus): DreamitPageKey {
  return pageFor(status) === 'ready' ? 'testing' : pageFor(status);
}

/**
 * The comments call: the end menu's configured api (`operate.api`, PUT unless it says POST),
 * else the default. Only a path on this site is taken from configuration.
 */
export function commentsCall(menuList: readonly MenuNode[]): { method: 'PUT' | 'POST'; url: string } {
  const operate = menuList.find((m) => m.menuId === DREAMIT_KEYS.end)?.operate as Record<string, unknown> | null | undefined;
  const api = typeof operate?.api === 'string' ? operate.api.trim() : '';
  const method = String(operate?.method ?? 'PUT').toUpperCase() === 'POST' ? 'POST' : 'PUT';
  return api.startsWith('/') && !api.startsWith('//') ? { method, url: api } : { method: TESTING_CALLS.testComments.method, url: TESTING_CALLS.testComments.path };
}

export const COMMENTS_MAX = TEST_COMMENTS_MAX;
