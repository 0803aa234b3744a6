/**
 * Request and response shapes of the platform calls (login, users, menus, files), as zod schemas:
 * the server validates with them and generates its OpenAPI document from them; the browsers take
 * their types.
 */
import { z } from 'zod';
import { SHA256_HEX } from './password';

export const localeSchema = z.enum(['zh', 'en']);
export const idSchema = z.string().min(1).max(64);

export const loginBody = z.object({
  username: z.string().trim().min(1).max(64),
  /** SHA-256 hex of the password, computed in the browser. */
  password: z.string().regex(SHA256_HEX),
  relogin: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const institutionOption = z.object({ _id: z.string(), name: z.string(), nameEn: z.string() });
export const roleOption = z.object({
  _id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  institutionId: z.string(),
});
export type InstitutionOption = z.infer<typeof institutionOption>;
export type RoleOption = z.infer<typeof roleOption>;

/** Login info: comma lists of ids plus the options the identity picker needs. */
export const userInfo = z.object({
  _id: z.string(),
  token: z.string(),
  username: z.string(),
  nickname: z.string(),
  institution: z.string(),
  role: z.string(),
  institutionId: z.string(),
  roleId: z.string(),
  from_institution_name: z.string(),
  from_role_mame: z.string(),
  locale_type: localeSchema,
  institution_list: z.array(institutionOption),
  role_list: z.array(roleOption),
});
export type UserInfo = z.infer<typeof userInfo>;

export const loginResult = userInfo;
export type LoginResult = UserInfo;

/** user/edit: either the language, or a role and institution switch (both together). */
export const userEditBody = z
  .object({
    locale_type: localeSchema.optional(),
    institutionId: idSchema.optional(),
    roleId: idSchema.optional(),
  })
  .strict()
  .refine((b) => b.locale_type !== undefined || (b.institutionId !== undefined && b.roleId !== undefined), {
    message: 'locale_type, or institutionId with roleId, is required',
  });
export type UserEditBody = z.infer<typeof userEditBody>;

export const userInfoQuery = z.object({ _id: idSchema });
export const publicUserInfo = z.object({
  _id: z.string(),
  username: z.string(),
  nickname: z.string(),
  institutionId: z.string(),
  locale_type: localeSchema,
});
export type PublicUserInfo = z.infer<typeof publicUserInfo>;

/**
 * change/pwd: the current password travels as the same SHA-256 digest login uses; the new one in
 * plain text (over TLS) so the server can enforce the password rule itself.
 */
export const changePasswordBody = z.object({
  old_password: z.string().regex(SHA256_HEX),
  new_password: z.string().min(1).max(64),
  confirm_password: z.string().min(1).max(64),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const menuType = z.enum(['group', 'item', 'permission']);
/** Flow configuration attached to a menu; the step grammar is checked by the flow engine. */
export const menuOperate = z
  .object({
    modalProps: z.record(z.string(), z.unknown()).optional(),
    menuIds: z.array(z.string()).optional(),
    steps: z.array(z.string().min(1).max(128)).max(64).optional(),
  })
  .passthrough();

export interface MenuNode {
  menuId: string;
  name: string;
  nameEn: string;
  type: z.infer<typeof menuType>;
  icon: string;
  url: string;
  sort: number;
  parentId: string | null;
  operate: z.infer<typeof menuOperate> | null;
  children?: MenuNode[];
}
export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    menuId: z.string(),
    name: z.string(),
    nameEn: z.string(),
    type: menuType,
    icon: z.string(),
    url: z.string(),
    sort: z.number(),
    parentId: z.string().nullable(),
    operate: menuOperate.nullable(),
    children: z.array(menuNode).optional(),
  }),
);

export const menuInfoTreeResult = z.object({ menuTree: z.array(menuNode), menuList: z.array(menuNode) });
export type MenuInfoTree = z.infer<typeof menuInfoTreeResult>;

export const menuInfoQuery = z.object({ menuId: z.string().min(1).max(64) });
export const menuEditBody = z
  .object({
    menuId: z.string().min(1).max(64),
    name: z.string().trim().min(1).max(64).optional(),
    nameEn: z.string().trim().min(1).max(64).optional(),
    icon: z.string().max(64).optional(),
    url: z.string().max(512).optional(),
    sort: z.number().int().min(0).max(100000).optional(),
    operate: menuOperate.nullable().optional(),
  })
  .strict();
export type MenuEditBody = z.infer<typeof menuEditBody>;

/** Menu ids are keys other configuration names (operate.menuIds, columns' extra.menuId): letters, digits, _ and -. */
export const MENU_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
export const MENU_ADD_API = '/api/system/menu/add';
export const MENU_MOVE_API = '/api/system/menu/move';
export const MENU_DELETE_API = '/api/system/menu/delete';
/** Every menu (not only the caller's), for the Menus page: the tree under main_local and the flat list. */
export const MENU_ALL_TREE_API = '/api/system/menu/allTree';
/** A new menu: a child of `parentId`, or a stand-alone permission menu (parentId null). */
export const menuAddBody = z
  .object({
    menuId: z.string().trim().regex(MENU_ID_PATTERN),
    parentId: z.string().min(1).max(64).nullable(),
    type: menuType,
    name: z.string().trim().min(1).max(64),
    nameEn: z.string().trim().min(1).max(64),
    icon: z.string().max(64).optional(),
    url: z.string().max(512).optional(),
    sort: z.number().int().min(0).max(100000).optional(),
    operate: menuOperate.nullable().optional(),
  })
  .strict();
export type MenuAddBody = z.infer<typeof menuAddBody>;
/** Another parent (null: none, permission menus only) and/or another place among the siblings. */
export const menuMoveBody = z
  .object({ menuId: z.string().min(1).max(64), parentId: z.string().min(1).max(64).nullable(), sort: z.number().int().min(0).max(100000).optional() })
  .strict();
export type MenuMoveBody = z.infer<typeof menuMoveBody>;
export const menuDeleteBody = z.object({ menuId: z.string().min(1).max(64) }).strict();
export type MenuDeleteBody = z.infer<typeof menuDeleteBody>;
/** What a delete removed: the menu, and its grants to roles (in every institution). */
export const menuDeleteResult = z.object({ menuId: z.string(), revokedGrants: z.number().int() });
export type MenuDeleteResult = z.infer<typeof menuDeleteResult>;

export const institutionTool = z.object({
  _id: z.string(),
  tools_type: z.string(),
  name: z.string(),
  nameEn: z.string(),
  status: z.enum(['active', 'disabled']),
});
export type InstitutionTool = z.infer<typeof institutionTool>;
