/** The staff module's front door: what other modules and the app may use. */
export { managedUserRoutes } from './routes';
export { STAFF_COLUMN_SEEDS, STAFF_FORM_SEEDS, STAFF_LOV_SEEDS, USER_MGMT_OPERATE } from './seed';
