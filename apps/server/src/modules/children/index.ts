/** The children module's front door: what other modules and the app may use. */
export { childrenRoutes } from './routes';
export { CHILDREN_ACTION_MENU_IDS, CHILDREN_ACTION_MENUS, FLOW_FORM_SEEDS } from './seed-actions';
export { birthdayFor, CHILD_SEEDS } from './seed';
export { CHILDREN_COLUMN_SEEDS, CHILDREN_FORM_SEEDS, CHILDREN_LOV_SEEDS, CHILDREN_OPERATE } from './seed';
export { childCodeFor, codeClash } from './codes';
export { CHILDREN_LIST_SOURCE } from './service';
