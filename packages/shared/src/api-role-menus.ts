/**
 * Development-mode status and the role-to-menu editing screen (a role's menus are its permissions):
 * GET /api/system/dev/status, GET and PUT /api/system/role/menus.
 */
import { z } from 'zod';
import { menuNode } from './api';

/** What the browser needs to offer the definition editors: the server's mode and the caller's right. */
export const devStatusResult = z.object({ definitionEditing: z.boolean(), developer: z.boolean(), menuAdmin: z.boolean() });
export type DevStatus = z.infer<typeof devStatusResult>;

const roleId = z.string().trim().min(1).max(64);

/** Without roleId: the first role of the caller's institution. */
export const roleMenusQuery = z.object({ roleId: roleId.optional() });
export const roleMenusRole = z.object({ _id: z.string(), name: z.string(), nameEn: z.string() });
export type RoleMenusRole = z.infer<typeof roleMenusRole>;
export const roleMenusResult = z.object({
  /** Roles of the caller's institution, for the role picker. */
  roles: z.array(roleMenusRole),
  roleId: z.string().nullable(),
  /** Every menu: the tree under the root, then the permission menus. */
  menuTree: z.array(menuNode),
  /** Menus the role holds. */
  checked: z.array(z.string()),
});
export type RoleMenusResult = z.infer<typeof roleMenusResult>;

export const roleMenusBody = z.strictObject({ roleId, menuIds: z.array(z.string().trim().min(1).max(64)).max(1000) });
export type RoleMenusBody = z.infer<typeof roleMenusBody>;
