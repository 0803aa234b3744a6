/**
 * Dark inline menu built from the children of `main_local`; selection follows the route.
 * Alt-click on a label by a role holding system_menu opens the menu editor.
 */
import { PERMISSION_MENUS, type MenuNode } from '@portal/shared';
import { hasMenu, MenuEditor, useAuth, useAuthStore, useLanguage } from '@portal/ui';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Link, useMatch, useNavigate } from 'react-router';
import { hasMenuIcon, MenuIcon } from '../icons';
import { buildMenuEntries, findMenuPath, findMenuRoot, type MenuEntry } from '../menuTree';

type Item = Required<MenuProps>['items'][number];

function collectLinks(entries: MenuEntry[], into = new Map<string, string>()): Map<string, string> {
  for (const e of entries) {
    if (e.link) into.set(e.key, e.link);
    collectLinks(e.children ?? [], into);
  }
  return into;
}

/** Alt-click handler of a label: null when the user may not edit menus (plain behaviour then). */
type AltClick = ((menuId: string, event: MouseEvent) => void) | null;

function toItems(entries: MenuEntry[], onAlt: AltClick): Item[] {
  return entries.map((entry) => {
    const onClick = onAlt ? (e: MouseEvent) => onAlt(entry.key, e) : undefined;
    const icon = hasMenuIcon(entry.icon) ? <MenuIcon name={entry.icon} /> : undefined;
    const link = entry.link ? (
      <Link to={entry.link} data-testid={`menu-link-${entry.key}`} onClick={onClick}>
        {entry.label}
      </Link>
    ) : null;
    if (entry.children) {
      return {
        key: entry.key,
        icon,
        label: (
          // A group's label that links opens the group's page; the route then unfolds the group.
          <span data-testid={`menu-group-${entry.key}`} onClick={link ? (e) => e.stopPropagation() : onClick}>
            {entry.link ? (
              // The menu's own colours (not the link blue), like the item labels.
              <Link to={entry.link} data-testid={`menu-link-${entry.key}`} onClick={onClick} style={{ color: 'inherit' }}>
                {entry.label}
              </Link>
            ) : (
              entry.label
            )}
          </span>
        ),
        children: toItems(entry.children, onAlt),
      };
    }
    return { key: entry.key, icon, label: link };
  });
}

/** `collapsed` mirrors the Sider: folded menus open as pop-ups, so the open keys are antd's then. */
export function SideMenu({ collapsed }: { collapsed?: boolean }) {
  const { menuTree, menuList } = useAuth();
  const store = useAuthStore();
  const canEditMenus = hasMenu(menuList, PERMISSION_MENUS.menuAdmin);
  const [editing, setEditing] = useState<MenuNode | null>(null);
  const locale = useLanguage();
  const moduleMatch = useMatch('/module/:moduleId');
  const infoMatch = useMatch('/info/:moduleId/:infoId');
  const selected = moduleMatch?.params.moduleId ?? infoMatch?.params.moduleId;

  const topLevel = useMemo(() => findMenuRoot(menuTree)?.children ?? [], [menuTree]);
  const entries = useMemo(() => buildMenuEntries(topLevel, locale), [topLevel, locale]);
  const items = useMemo(() => {
    const onAlt: AltClick = canEditMenus
      ? (menuId, event) => {
          if (!event.altKey) return;
          // Alt-click on a link would download it: stop that and the navigation, open the editor.
          event.preventDefault();
          event.stopPropagation();
          const menu = menuList.find((m) => m.menuId === menuId);
          if (menu) setEditing(menu);
        }
      : null;
    return toItems(entries, onAlt);
  }, [entries, canEditMenus, menuList]);
  const links = useMemo(() => collectLinks(entries), [entries]);
  const navigate = useNavigate();
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Whenever the route lands on a menu, unfold the groups above it (keeping what the user opened).
  useEffect(() => {
    if (!selected) return;
    // The selected menu itself too: a group's page shows with its submenu open.
    const ancestors = findMenuPath(topLevel, selected).map((n) => n.menuId);
    if (ancestors.length > 0) setOpenKeys((open) => Array.from(new Set([...open, ...ancestors])));
  }, [selected, topLevel]);

  return (
    <>
      <Menu
        data-testid="side-menu"
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        {...(collapsed ? {} : { openKeys })}
        onOpenChange={setOpenKeys}
        // The label is a real link (href, new tab); a click on the rest of the row navigates too.
        onClick={({ key, domEvent }) => {
          if ((domEvent.target as HTMLElement).closest('a') || (canEditMenus && domEvent.altKey)) return;
          const link = links.get(key);
          if (link) navigate(link);
        }}
      />
      <MenuEditor menu={editing} onClose={() => setEditing(null)} onSaved={() => void store.loadLoginInfo()} />
    </>
  );
}
