/** The compass module's front door: what other modules and the app may use. */
export { compassRoutes } from './routes';
export { insertDemoCompass, insertDemoWjx } from './seed-demo';
export { COMPASS_ACTION_MENU_IDS, COMPASS_ACTION_MENUS, COMPASS_CHILD_SUMMARY_MENU, COMPASS_COLUMN_SEEDS, COMPASS_FORM_SEEDS, COMPASS_LOV_SEEDS, COMPASS_OPERATE } from './seed';
