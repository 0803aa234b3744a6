/**
 * Menus in the portal: the side menu of the shell, the Menus page (the whole tree, edited), the
 * role-to-menu page (loaded on demand) and the rules of the menu tree the pages use. Other
 * modules and pages import from here only.
 */
export { MenuGroupPage } from './components/MenuGroupPage';
export { MenusPage } from './components/MenusPage';
export { SideMenu } from './components/SideMenu';
export { findMenuPath, findMenuRoot, modulePageState } from './menuTree';

/** The role-to-menu page (route /devtools/role-menus), in its own chunk. */
export const loadRoleMenusPage = () => import('./components/RoleMenusPage');
