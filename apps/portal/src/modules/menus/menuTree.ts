/**
 * Pure rules of the left menu: the tree under `main_local`, what links to a module
 * page, where a menu sits in the tree. No React here, so the rules are unit-tested directly.
 */
import { ROOT_MENU_ID, type Locale, type MenuNode } from '@portal/shared';
import { localName } from '@portal/ui';

export interface MenuEntry {
  key: string;
  label: string;
  /** antd icon component name as configured on the server ('' when none). */
  icon: string;
  /** Route to open, or null for a group that only folds its children. */
  link: string | null;
  /** A group's entries (a group may also have a link: its label opens the group's page). */
  children?: MenuEntry[];
}

export function moduleLink(menuId: string): string {
  return `/module/${encodeURIComponent(menuId)}`;
}

/** Depth-first search for the root of the left menu. */
export function findMenuRoot(tree: readonly MenuNode[], rootId: string = ROOT_MENU_ID): MenuNode | undefined {
  for (const node of tree) {
    if (node.menuId === rootId) return node;
    const inner = findMenuRoot(node.children ?? [], rootId);
    if (inner) return inner;
  }
  return undefined;
}

/** Children shown in the menu: permission entries are grants, not places to go. */
export function visibleChildren(node: MenuNode): MenuNode[] {
  return (node.children ?? []).filter((c) => c.type !== 'permission').sort((a, b) => a.sort - b.sort);
}

/**
 * A leaf, or a group whose first child is an item, opens /module/{menuId} (platform-core §2.3).
 * A linking group keeps its children: its label opens its page, the submenu still folds open;
 * a linking item's item children (its page's row actions) stay out of the menu.
 */
export function linksToModule(node: MenuNode): boolean {
  const children = visibleChildren(node);
  return children.length === 0 || children[0]!.type === 'item';
}

export function buildMenuEntries(nodes: readonly MenuNode[], locale: Locale): MenuEntry[] {
  return nodes
    .filter((n) => n.type !== 'permission')
    .sort((a, b) => a.sort - b.sort)
    .map((node) => {
      const base = { key: node.menuId, label: localName(node, locale), icon: node.icon ?? '' };
      const link = linksToModule(node) ? moduleLink(node.menuId) : null;
      const children = visibleChildren(node);
      // A linking item's children are its page's actions, not places in the menu.
      const folds = children.length > 0 && (node.type === 'group' || link === null);
      return folds ? { ...base, link, children: buildMenuEntries(children, locale) } : { ...base, link };
    });
}

/** The chain from a top-level node down to `menuId` (inclusive), or [] when it is not in the tree. */
export function findMenuPath(nodes: readonly MenuNode[], menuId: string): MenuNode[] {
  for (const node of nodes) {
    if (node.menuId === menuId) return [node];
    const below = findMenuPath(node.children ?? [], menuId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

export type ModulePageState = { kind: 'noPermission' } | { kind: 'page'; menu: MenuNode };

/** Unknown to this identity, or configured without a url: 'no related permission'. */
export function modulePageState(menuList: readonly MenuNode[], menuId: string | undefined): ModulePageState {
  const menu = menuId ? menuList.find((m) => m.menuId === menuId) : undefined;
  if (!menu || !menu.url) return { kind: 'noPermission' };
  return { kind: 'page', menu };
}
