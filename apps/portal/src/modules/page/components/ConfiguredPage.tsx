/**
 * What a menu's page shows: a server-driven table when its operate names columns and a list call,
 * otherwise the 'no content configured yet' state.
 */
import type { MenuNode } from '@portal/shared';
import { DialogProvider, readTableOperate, TablePage } from '@portal/ui';
import { useNavigate } from 'react-router';
import { NotConfigured } from './EmptyStates';

export function ConfiguredPage({ menu, menuList }: { menu: MenuNode; menuList: readonly MenuNode[] }) {
  const navigate = useNavigate();
  const table = readTableOperate(menu.operate);
  if (!table) return <NotConfigured />;
  const onView = table.infoApi ? (_row: unknown, id: string) => navigate(`/info/${encodeURIComponent(menu.menuId)}/${encodeURIComponent(id)}`) : undefined;
  return (
    <DialogProvider>
      <TablePage key={menu.menuId} menuId={menu.menuId} operate={table} menuList={menuList} {...(onView ? { onView } : {})} />
    </DialogProvider>
  );
}
