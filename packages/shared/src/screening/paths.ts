/**
 * The early-screening calls' paths, spelled as the spec gives them (or ours where it names none),
 * and the parent's link route. Apart from the zod schemas so the parent's phone page imports them
 * without zod.
 */
export const SCREENING_PATHS = {
  /** Our path: the early-screening list page's call (rows, counters as banners). */
  list: '/api/early/list',
  /** Our path: a child enters the programme. */
  create: '/api/early/create',
  /** Spec: `GET /api/early/info {_id}`. */
  info: '/api/early/info',
  /** Spec: `POST /api/early/update {_id}`. */
  update: '/api/early/update',
  /** Spec: `POST /api/early/its/qrcode {early_id, order_code}` gives `cid`. */
  qrcode: '/api/early/its/qrcode',
  /** Spec: `POST /api/early/language/create {early_id}`. */
  languageCreate: '/api/early/language/create',
  /** Spec: `POST /api/message/flow/add {from_id}`. */
  messageAdd: '/api/message/flow/add',
  /** Our path, no login: the parent's `/its/run/early/{cid}` asks where the screening test opens. */
  run: '/api/early/its/run',
  /** Our path: the early-assessment counters of the institution. */
  counters: '/api/early/counters',
  /** Our path: due and overdue rescreens, for the home dashboard. */
  rescreenCount: '/api/early/rescreen/count',
  /** Our path: the institution's rescreen interval. */
  settings: '/api/early/settings',
} as const;

/** The tool site's early-screening link: `/its/run/early/{cid}` (a parent page, parent.html). */
export const EARLY_RUN_ROUTE = '/its/run/early/';

export function earlyRunPath(cid: string): string {
  return `${EARLY_RUN_ROUTE}${encodeURIComponent(cid)}`;
}
