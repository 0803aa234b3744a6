/**
 * The paths of the test-taking calls, spelled as the spec gives them. Kept apart from api.ts (the
 * zod schemas) so the parents' phone page can import them without loading zod.
 */
export const TESTING_PATHS = {
  /** Dream-ITS (v1). */
  dreamitsInfo: '/api/base/dreamits/info',
  dreamitsSync: '/api/base/dreamits/sync',
  dreamitsReloadReport: '/api/base/dreamits/reload/report',
  /** v2 tools (Dream-IT, Dream-S 2.0, Dream-C 2.0): the clinician's calls. */
  v2Info: '/api/base/dreamit/v2/info',
  v2Begin: '/api/base/dreamit/v2/begin/test',
  v2Sync: '/api/base/dreamit/v2/sync',
  /** The QR token of a test (the clinician's QR modal): issued, or the current one answered again. */
  v2Temporary: '/api/base/dreamit/v2/temporary',
  /** A parent's calls, with the `temtoken` header. */
  temporaryVerification: '/api/base/temporary/verification',
  temporaryInfo: '/api/base/dreamit/v2/temporary/info',
  parentsInfo: '/api/base/dreamit/v2/parents/info',
  temporaryAdditional: '/api/base/dreamit/v2/info/temporary/additional',
  temporarySync: '/api/base/dreamit/v2/temporary/sync',
  temporaryFailure: '/api/base/temporary/failure',
  /** Creating a test (the create-test page, 'create from the child list'): not named by the spec. */
  createTest: '/api/base/tests/create',
  /** The clinician's comments at the end of a v2 test (default; the end menu may name another api). */
  testComments: '/api/base/tests/comments',
  /** Live answers of one test for the portal (server-sent events over fetch, token header). */
  testEvents: '/api/base/tests/events',
  /** One test with its answers for the portal's test page. */
  testDetail: '/api/base/tests/detail',
  childrenExtraInfo: '/api/base/children/extra/info',
  childrenExtraUpdate: '/api/base/children/extra/update',
  insToolsStatus: '/api/base/insTools/status',
  version: '/api/version',
  lottieSelect: '/api/system/lottie/select',
} as const;

/** The parent chain's forms, in order (the fromView values of their routes). */
export const PARENT_FORMS = ['dream_it_info_additional_from', 'dream_it_info_additional_2_from', 'dream_it_operating_guide_from'] as const;
export type ParentForm = (typeof PARENT_FORMS)[number];

/**
 * The portal's test dialogs by the component path the seeded test-list actions name: the
 * contract between the server's menu configuration and the components the portal registers.
 */
export const TEST_DIALOGS = {
  create: 'tests/create',
  created: 'tests/created',
  qrcode: 'tests/qrcode',
  detail: 'tests/detail',
} as const;

/** The QR dialog's width: poster and controls side by side, so it fits a 1366×768 screen. */
export const QR_DIALOG_WIDTH = 620;
