/** Storage keys: the names are shared with other clients, keep their spelling. */
export const STORAGE_KEYS = {
  token: 'token',
  temporaryToken: 'temporary_token',
  temporaryDreamitsVersion: 'temporary_dreamits_version',
  switchTableInitLoad: 'switch_table_init_load',
  dreamItZoom: 'drema_it_zoom',
  localLang: 'localLang',
  mode: 'mode',
  store: 'store_rice',
} as const;

export const ROOT_MENU_ID = 'main_local';
/** Menu keys whose presence grants a permission. */
export const PERMISSION_MENUS = {
  pdfPreview: 'pdf_preview',
  reloadReport: 'dream_reload_report',
  skipTraining: 'yypx_skip',
  /** The Dream-ITS test page shows the questions' descriptions (test-and-training §6). */
  dreamIts2: 'dream_it_s_2',
  /** The report page's 'report parameters' popover (test-and-training §6). */
  reportParams: 'dream_report_params',
  demonstrationMode: 'demonstration_mode',
  menuAdmin: 'system_menu',
} as const;

export const ADMIN_USERNAME = 'admin';
export const DEFAULT_INSTITUTION_NAME = 'Portal';
export const PAD_REDIRECT_DELAY_MS = 5;
export const TOOL_SITE_DEV_PORT = 9630;
export const PORTAL_DEFAULT_PORT = 9620;
export const DATE_FORMAT = 'YYYY-MM-DD';

export const TOOL_TYPES = [
  'Dream-S-2.0', 'Dream-C-2.0', 'Dream-ITS', 'Dream-IT', 'SWAM-S', 'SWAM-S-S', 'SWAM-T',
  'SWAM-C-AI', 'SPPA', 'Ment', 'LB-1',
] as const;
export type ToolType = (typeof TOOL_TYPES)[number];

/** How long a one-time file link (`once_id`) stays usable after it is issued. */
export const FILE_ONCE_TTL_SECONDS = 5 * 60;
/** Longest remark a file can carry (PUT /api/system/file/update). */
export const FILE_REMARK_MAX_CHARS = 500;
