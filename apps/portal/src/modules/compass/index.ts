/** Compass cases in the portal: the dialogs the compass page's actions open. Other modules import from here only. */
export { registerCompassDialogs } from './register';
