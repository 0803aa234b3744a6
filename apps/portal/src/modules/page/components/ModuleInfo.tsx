/**
 * The body of /info/{moduleId}/{infoId} and /content/module/{moduleId}/{infoId}: the page's own
 * view of a record when its url has one (a help article, a product), else the record read-only
 * through the menu's infoApi, laid out by its columns; a menu without infoApi keeps the 'no
 * content configured yet' state.
 */
import type { MenuNode } from '@portal/shared';
import { RecordView } from '@portal/ui';
import { Suspense } from 'react';
import { infoComponentOf } from '../pageComponents';
import { NotConfigured } from './EmptyStates';

export function ModuleInfo({ menu, infoId, menuList }: { menu: MenuNode | undefined; infoId: string; menuList: readonly MenuNode[] }) {
  const View = infoComponentOf(menu?.url);
  if (View && menu && infoId)
    return (
      <Suspense fallback={null}>
        <View menuId={menu.menuId} infoId={infoId} />
      </Suspense>
    );
  const operate = menu?.operate ?? null;
  const infoApi = typeof operate?.infoApi === 'string' && operate.infoApi.trim() ? operate.infoApi.trim() : undefined;
  if (!infoApi || !infoId) return <NotConfigured />;
  const columnsName = typeof operate?.columns_name === 'string' && operate.columns_name ? operate.columns_name : undefined;
  return <RecordView infoApi={infoApi} id={infoId} menuList={menuList} {...(columnsName ? { columnsName } : {})} />;
}
