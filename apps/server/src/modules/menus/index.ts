/** The menus module's front door: what other modules and the app may use. */
export { buildTree, presentMenu } from './presenter';
export { menuRoutes } from './routes';
export type { MenuSeed } from './seed-types';
