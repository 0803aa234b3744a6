/** The screening module's front door: what other modules and the app may use. */
export { screeningRoutes } from './routes';
export { insertDemoScreening } from './seed-demo';
export { EARLY_SCREENING_OPERATE, SCREENING_ACTION_MENU_IDS, SCREENING_ACTION_MENUS, SCREENING_COLUMN_SEEDS, SCREENING_FORM_SEEDS, SCREENING_LOV_SEEDS } from './seed';
