/** The roles module's front door: what other modules and the app may use. */
export { roleMenuRoutes } from './menu-grant-routes';
export { roleRoutes } from './routes';
export { ROLE_COLUMN_SEEDS, ROLE_FORM_SEEDS, ROLE_MGMT_OPERATE, ROLE_NAMES } from './seed';
