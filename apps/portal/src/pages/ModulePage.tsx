/**
 * /module/:moduleId — the page of a menu: its configured table, or 'no content configured yet';
 * a group's page lists its pages; no permission when the identity lacks the menu or it has no url.
 */
import { localName, useAuth, useLanguage } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { findMenuPath, findMenuRoot, MenuGroupPage, modulePageState } from '../modules/menus';
import { ConfiguredPage, NoPermission, PageFrame } from '../modules/page';

export function ModulePage() {
  const { t } = useTranslation();
  const locale = useLanguage();
  const { moduleId } = useParams();
  const { menuList, menuTree } = useAuth();
  const state = modulePageState(menuList, moduleId);
  if (state.kind === 'noPermission') return <NoPermission />;

  const path = findMenuPath(findMenuRoot(menuTree)?.children ?? [], state.menu.menuId);
  const chain = path.length > 0 ? path : [state.menu];
  const crumbs = [{ title: t('common.home'), to: '/' }, ...chain.map((n) => ({ title: localName(n, locale) }))];
  return (
    <PageFrame title={localName(state.menu, locale)} crumbs={crumbs}>
      {state.menu.type === 'group' ? <MenuGroupPage group={chain[chain.length - 1]!} /> : <ConfiguredPage menu={state.menu} menuList={menuList} />}
    </PageFrame>
  );
}
