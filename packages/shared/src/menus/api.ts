/** The menu tree's shapes: a menu, the caller's tree, and the menus page's edits. */
import { z } from 'zod';

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
