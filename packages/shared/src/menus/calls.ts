/** The menu calls (/api/system/menu/*): the caller's tree, one menu, and the menus page's edits. */
import { menuAddBody, menuDeleteBody, menuDeleteResult, menuEditBody, menuInfoQuery, menuInfoTreeResult, menuMoveBody, menuNode } from './api';
import { defineCall } from '../contract';

export const MENU_CALLS = {
  /** The menus of the caller's role: the tree under main_local and the flat list. */
  infoTree: defineCall({ method: 'GET', path: '/api/system/menu/infoTree', result: menuInfoTreeResult }),
  /** One menu the caller's role holds. */
  info: defineCall({ method: 'GET', path: '/api/system/menu/info', query: menuInfoQuery, result: menuNode }),
  edit: defineCall({ method: 'POST', path: '/api/system/menu/edit', body: menuEditBody, result: menuNode }),
  /** Every menu (not only the caller's), for the Menus page: the tree under main_local and the flat list. */
  allTree: defineCall({ method: 'GET', path: '/api/system/menu/allTree', result: menuInfoTreeResult }),
  add: defineCall({ method: 'POST', path: '/api/system/menu/add', body: menuAddBody, result: menuNode }),
  move: defineCall({ method: 'POST', path: '/api/system/menu/move', body: menuMoveBody, result: menuNode }),
  delete: defineCall({ method: 'DELETE', path: '/api/system/menu/delete', body: menuDeleteBody, result: menuDeleteResult }),
};
