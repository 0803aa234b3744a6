/** A child's data on request in the portal: the children page's 'export all data' and 'erase child' dialogs. */
export { registerPrivacyDialogs } from './register';
