/**
 * The page frame of the portal: what / shows (the login screen or the shell, loaded on demand),
 * the header with its avatar menu, the welcome page and the page of unknown routes. Other modules
 * and pages import from here only.
 */
export { AppHeader } from './components/AppHeader';
export { Dashboard } from './components/Dashboard';
export { RootGate } from './components/RootGate';

/** The page of unknown routes, in its own chunk. */
export const loadNotFound = () => import('./components/NotFound');
