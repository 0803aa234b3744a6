/** Menu rows → MenuNode; the stored `operate` JSON is checked against the shared schema on every load. */
import { menuOperate, menuType, type MenuNode } from '@portal/shared';
import type { menus } from './schema';

type MenuRow = typeof menus.$inferSelect;

export class StoredDefinitionError extends Error {
  override name = 'StoredDefinitionError';
}

export function presentMenu(row: MenuRow): MenuNode {
  const operate = menuOperate.nullable().safeParse(row.operate);
  const type = menuType.safeParse(row.type);
  // A stored definition that fails its schema is a bug or a bad manual edit: fail loudly, naming it.
  if (!operate.success) throw new StoredDefinitionError(`menu ${row.menuId}: stored operate is invalid: ${operate.error.message}`);
  if (!type.success) throw new StoredDefinitionError(`menu ${row.menuId}: stored type ${row.type} is invalid`);
  return {
    menuId: row.menuId,
    name: row.name,
    nameEn: row.nameEn,
    type: type.data,
    icon: row.icon,
    url: row.url,
    sort: row.sort,
    parentId: row.parentId,
    operate: operate.data,
  };
}

const bySort = (a: MenuNode, b: MenuNode) => a.sort - b.sort || (a.menuId < b.menuId ? -1 : a.menuId > b.menuId ? 1 : 0);

/**
 * Nests the visible menus under their parents. Roots are parentless non-permission menus (or
 * `rootId`); a menu whose parent the role lacks is unreachable and left out. `children` is
 * present only when a node has visible children.
 */
export function buildTree(list: MenuNode[], rootId?: string): MenuNode[] {
  const byParent = new Map<string, MenuNode[]>();
  for (const node of list) {
    if (node.parentId === null) continue;
    const siblings = byParent.get(node.parentId) ?? [];
    siblings.push(node);
    byParent.set(node.parentId, siblings);
  }
  const attach = (node: MenuNode, seen: Set<string>): MenuNode => {
    if (seen.has(node.menuId)) return { ...node }; // a parent cycle in stored data must not hang the server
    const next = new Set(seen).add(node.menuId);
    const children = (byParent.get(node.menuId) ?? []).sort(bySort).map((child) => attach(child, next));
    return children.length > 0 ? { ...node, children } : { ...node };
  };
  const roots = rootId === undefined ? list.filter((n) => n.parentId === null && n.type !== 'permission') : list.filter((n) => n.menuId === rootId);
  return roots.sort(bySort).map((root) => attach(root, new Set()));
}
