/** The privacy module's front door: a child's data on request (erase, export). */
export { CHILD_DATA_EXPORT_MENU, CHILD_ERASE_MENU, PRIVACY_MENUS } from './menus';
export { privacyRoutes } from './routes';
