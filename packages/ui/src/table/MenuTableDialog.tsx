/**
 * A menu's table inside a modal or drawer (dialog component `table/menuTable`), props
 * `{ menuId, params }`: the menu comes from the logged-in identity's menu list, its operate is
 * read exactly as the portal's /module page reads it (`readTableOperate`), and `params` become
 * the table's fixedParams (a drawerLink column fills them from its row: one institution's tools).
 * An identity without the menu gets 'no related permission' and the table is never mounted, so
 * nothing is fetched.
 */
import { StopOutlined } from '@ant-design/icons';
import type { MenuNode } from '@portal/shared';
import { Empty, Result } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalAuthStore } from '../identity/react';
import type { DialogComponentProps } from '../dialogs/components';
import { readTableOperate } from './operate';
import { TablePage } from './TablePage';

const NO_MENUS: MenuNode[] = [];
const noSubscription = () => () => undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The menu list of the identity, or none outside an AuthProvider (and before login). */
function useMenuList(): readonly MenuNode[] {
  const store = useOptionalAuthStore();
  const read = () => store?.getState().menuList ?? NO_MENUS;
  return useSyncExternalStore(store?.subscribe ?? noSubscription, read, read);
}

export function MenuTableDialog({ props }: DialogComponentProps) {
  const { t } = useTranslation();
  const menuList = useMenuList();
  const menuId = typeof props.menuId === 'string' ? props.menuId : '';
  const menu = menuId ? menuList.find((m) => m.menuId === menuId) : undefined;
  if (!menu) return <Result data-testid="menu-table-no-permission" icon={<StopOutlined style={{ color: '#bfbfbf' }} />} title={t('error.noPermission')} />;
  const operate = readTableOperate(menu.operate);
  if (!operate) return <Empty data-testid="menu-table-not-configured" description={t('common.notConfigured')} style={{ padding: '48px 0' }} />;
  return <TablePage menuId={menu.menuId} operate={operate} menuList={menuList} fixedParams={isRecord(props.params) ? props.params : {}} />;
}
