/**
 * The page platform: the page a menu configures (a server-driven table, a portal component by
 * the menu's url, or an empty state), the frame with title and breadcrumbs, the full-screen
 * page outside the shell and a record's details. Other modules and pages import from here only.
 */
export { ConfiguredPage } from './components/ConfiguredPage';
export { fixedParamsOf } from '@portal/shared';
export { NoPermission, NotConfigured } from './components/EmptyStates';
export { ModuleInfo } from './components/ModuleInfo';
export { PageFrame, type Crumb } from './components/PageFrame';
export { StandalonePage } from './components/StandalonePage';
