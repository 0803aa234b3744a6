/** The institutions module's front door: what other modules and the app may use. */
export { institutionRoutes } from './routes';
export { INSTITUTION_COLUMN_SEEDS, INSTITUTION_FORM_SEEDS, INSTITUTION_MGMT_OPERATE, INSTITUTIONS, type InstitutionSeed } from './seed';
