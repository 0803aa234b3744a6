/**
 * The tool site's paths (test pages, parent links, redirects from the portal), matched by one pure
 * function so the routing table is unit-tested without a browser; App.tsx renders the match.
 * The test pages' path segments are menu keys (shared testing/routes.ts): a role must hold the
 * page's menu, or one of the menus that let it take tests at all (the server's rule too).
 */
import { DREAMIT_KEYS, DREAMITS_KEYS, EARLY_RUN_ROUTE, reloadReportMenus, speechTestPath, type DreamitPageKey } from '@portal/shared';

export type ToolRoute =
  | { name: 'home'; flow: 'all' | 'v1' | 'v2' }
  | { name: 'preview'; fileId: string }
  | { name: 'formPage'; fromName: string }
  | { name: 'selectChildren' }
  | { name: 'screening'; testId: string; paged: boolean }
  | { name: 'screeningReport'; testId: string }
  | { name: 'screeningReview'; testId: string; reportId: string }
  | { name: 'assessment'; page: DreamitPageKey; testId: string }
  /** The clinician's recording page of a speech test; `dev` (testDev) shows item ids and timings. */
  | { name: 'speech'; testId: string; dev: boolean }
  /** A parent's link reached the clinicians' entry (only in development, where one page serves all). */
  | { name: 'parentLink' };

/** Holding any of these lets a role create and take tests (the server's TESTING_MENUS). */
export const TAKING_MENUS: readonly string[] = ['test_list', DREAMITS_KEYS.testing, DREAMITS_KEYS.testing3];
/** Reading reports also comes with the report list. */
const REPORT_MENUS: readonly string[] = [...TAKING_MENUS, 'report_list'];

const PREVIEW = /^\/preview\/(?:dream|dreamits)\/([^/]+)\/?$/;
const FORM_PAGE = /^\/from\/([^/]+)\/?$/;
const DREAMITS_TEST = /^\/dreamits\/([^/]+)\/test\/([^/]+)\/?$/;
const DREAMITS_REVIEW = /^\/dreamits\/([^/]+)\/test\/([^/]+)\/report\/([^/]+)\/?$/;
const DREAMIT_TEST = /^\/dreamit\/([^/]+)\/test\/([^/]+)\/?$/;
const SPEECH_TEST = /^\/swam\/cai\/(test|testDev)\/([^/]+)\/?$/;
const DREAMIT_PAGES: readonly string[] = [DREAMIT_KEYS.ready, DREAMIT_KEYS.additional, DREAMIT_KEYS.testing, DREAMIT_KEYS.end, DREAMIT_KEYS.report];

/** A path segment decoded; null when it is malformed or blank (no such page). */
function segment(raw: string | undefined): string | null {
  try {
    const value = decodeURIComponent(raw ?? '');
    return value.trim() ? value : null;
  } catch {
    return null;
  }
}

export function matchToolRoute(pathname: string | undefined): ToolRoute {
  const path = pathname ?? '/';
  if (/^\/dreamits?\/token\//.test(path) || path.startsWith(EARLY_RUN_ROUTE)) return { name: 'parentLink' };

  const preview = PREVIEW.exec(path);
  if (preview) {
    const fileId = segment(preview[1]);
    if (fileId) return { name: 'preview', fileId };
  }
  const form = FORM_PAGE.exec(path);
  if (form) {
    const fromName = segment(form[1]);
    if (fromName) return { name: 'formPage', fromName };
  }

  const review = DREAMITS_REVIEW.exec(path);
  if (review && review[1] === DREAMITS_KEYS.review) {
    const testId = segment(review[2]);
    const reportId = segment(review[3]);
    if (testId && reportId) return { name: 'screeningReview', testId, reportId };
  }
  const v1 = DREAMITS_TEST.exec(path);
  if (v1) {
    const testId = segment(v1[2]);
    if (testId && v1[1] === DREAMITS_KEYS.testing) return { name: 'screening', testId, paged: false };
    if (testId && v1[1] === DREAMITS_KEYS.testing3) return { name: 'screening', testId, paged: true };
    if (testId && v1[1] === DREAMITS_KEYS.report) return { name: 'screeningReport', testId };
  }
  const v2 = DREAMIT_TEST.exec(path);
  if (v2 && DREAMIT_PAGES.includes(v2[1]!)) {
    const testId = segment(v2[2]);
    if (testId) return { name: 'assessment', page: v2[1] as DreamitPageKey, testId };
  }
  const speech = SPEECH_TEST.exec(path);
  if (speech) {
    const testId = segment(speech[2]);
    if (testId) return { name: 'speech', testId, dev: speech[1] === 'testDev' };
  }
  if (/^\/dreamit\/select_children\/?$/.test(path)) return { name: 'selectChildren' };
  if (/^\/dreamits\/?$/.test(path)) return { name: 'home', flow: 'v1' };
  if (/^\/dreamit\/?$/.test(path)) return { name: 'home', flow: 'v2' };
  return { name: 'home', flow: 'all' };
}

/**
 * The menus of which a role must hold one to open the route (permission is a menu
 * entry); null: any logged-in user. The test-3 route needs its own menu: holding it is what
 * sends 'continue testing' there.
 */
export function routeMenus(route: ToolRoute): readonly string[] | null {
  switch (route.name) {
    case 'screening':
      return route.paged ? [DREAMITS_KEYS.testing3] : TAKING_MENUS;
    case 'screeningReport':
      return [DREAMITS_KEYS.report, ...REPORT_MENUS];
    case 'screeningReview':
      return [DREAMITS_KEYS.review, ...REPORT_MENUS];
    case 'assessment':
      return route.page === 'report' ? [DREAMIT_KEYS.report, ...REPORT_MENUS] : [route.page, ...TAKING_MENUS];
    case 'selectChildren':
      return [DREAMIT_KEYS.selectChildren, ...TAKING_MENUS];
    case 'speech':
      return TAKING_MENUS;
    default:
      return null;
  }
}

/** Whether a role holding `menuIds` may open the route. */
export function mayOpen(route: ToolRoute, menuIds: ReadonlySet<string>): boolean {
  const menus = routeMenus(route);
  return menus === null || menus.some((id) => menuIds.has(id));
}

/** Who may regenerate a Dream-ITS report: the general or the tool's own reload menu. */
export const DREAMITS_RELOAD_MENUS = reloadReportMenus('Dream-ITS');

const enc = encodeURIComponent;
export const toolPaths = {
  home: (flow: 'v1' | 'v2' | 'all' = 'all', toolsType?: string) =>
    `${flow === 'v1' ? '/dreamits' : flow === 'v2' ? '/dreamit' : '/'}${toolsType ? `?tools_type=${enc(toolsType)}` : ''}`,
  selectChildren: (toolsType: string) => `/dreamit/${DREAMIT_KEYS.selectChildren}?tools_type=${enc(toolsType)}`,
  screening: (testId: string, paged = false) => `/dreamits/${paged ? DREAMITS_KEYS.testing3 : DREAMITS_KEYS.testing}/test/${enc(testId)}`,
  screeningReport: (testId: string) => `/dreamits/${DREAMITS_KEYS.report}/test/${enc(testId)}`,
  screeningReview: (testId: string, reportId: string) => `/dreamits/${DREAMITS_KEYS.review}/test/${enc(testId)}/report/${enc(reportId)}`,
  assessment: (page: DreamitPageKey, testId: string) => `/dreamit/${page}/test/${enc(testId)}`,
  speech: speechTestPath,
};
