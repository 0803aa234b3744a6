/**
 * Roles of the caller's institution (/api/base/role/*) and the menus granted to them, a role's
 * permissions (GET and PUT /api/system/role/menus).
 */
import { z } from 'zod';
import { displayName, filter, id, paging } from '../management/fields';
import { menuNode } from '../menus/api';

export const roleListQuery = z.object({ ...paging, name: filter(z.string().trim().max(50)) });
export type RoleListQuery = z.infer<typeof roleListQuery>;

export const roleCode = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{1,31}$/);
export const roleAddBody = z.strictObject({ code: roleCode, name: displayName, name_en: displayName });
export type RoleAddBody = z.infer<typeof roleAddBody>;
export const roleUpdateBody = z.strictObject({ _id: id, code: roleCode.optional(), name: displayName.optional(), name_en: displayName.optional() });
export type RoleUpdateBody = z.infer<typeof roleUpdateBody>;

export const managedRole = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  user_count: z.number().int(),
  createdTime: z.string(),
});
export type ManagedRole = z.infer<typeof managedRole>;

/** Options for a role select (lovApi): value and bilingual content. */
export const roleSelectOption = z.object({ value: z.string(), content: z.string(), contentEn: z.string() });

// ---- the menus a role holds ------------------------------------------------------------------

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
