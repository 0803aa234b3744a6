/** The role calls: roles of the caller's institution (/api/base/role/*) and the menus each holds (/api/system/role/menus). */
import { z } from 'zod';
import { defineCall } from '../contract';
import { deleteByIdBody, deletedResult, idQuery } from '../management/fields';
import { managedRole, roleAddBody, roleListQuery, roleMenusBody, roleMenusQuery, roleMenusResult, roleSelectOption, roleUpdateBody } from './api';

export const ROLE_CALLS = {
  list: defineCall({ method: 'GET', path: '/api/base/role/list', query: roleListQuery, result: z.array(managedRole), page: true }),
  /** The roles as select options (the user form's lovApi). */
  options: defineCall({ method: 'GET', path: '/api/base/role/options', result: z.array(roleSelectOption) }),
  info: defineCall({ method: 'GET', path: '/api/base/role/info', query: idQuery, result: managedRole }),
  add: defineCall({ method: 'POST', path: '/api/base/role/add', body: roleAddBody, result: managedRole }),
  update: defineCall({ method: 'PUT', path: '/api/base/role/update', body: roleUpdateBody, result: managedRole }),
  /** `_id` in the body, or in the query for clients that cannot send a DELETE body. */
  delete: defineCall({ method: 'DELETE', path: '/api/base/role/delete', query: idQuery.partial(), body: deleteByIdBody.nullish(), result: deletedResult }),
  /** All menus with those the role holds (without roleId: the institution's first role). */
  menus: defineCall({ method: 'GET', path: '/api/system/role/menus', query: roleMenusQuery, result: roleMenusResult }),
  saveMenus: defineCall({ method: 'PUT', path: '/api/system/role/menus', body: roleMenusBody, result: roleMenusResult }),
};
