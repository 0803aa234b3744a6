/** The role-to-menu screen's tree: menus → antd Tree nodes, and what a save sends. */
import { ROOT_MENU_ID, type Locale, type MenuNode } from '@portal/shared';
import { localName } from '@portal/ui';

export interface MenuTreeNode {
  key: string;
  title: string;
  disableCheckbox?: boolean;
  children?: MenuTreeNode[];
}

export function toTreeNodes(nodes: readonly MenuNode[], locale: Locale): MenuTreeNode[] {
  return nodes.map((n) => {
    const out: MenuTreeNode = { key: n.menuId, title: `${localName(n, locale)} (${n.menuId})` };
    // The root is always kept: every other menu hangs under it.
    if (n.menuId === ROOT_MENU_ID) out.disableCheckbox = true;
    if (n.children && n.children.length > 0) out.children = toTreeNodes(n.children, locale);
    return out;
  });
}

/** The ids to save: the checked menus plus the root, sorted and unique. */
export function menuIdsToSave(checked: readonly string[]): string[] {
  return Array.from(new Set([ROOT_MENU_ID, ...checked])).sort();
}
