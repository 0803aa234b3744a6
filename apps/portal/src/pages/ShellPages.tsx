/**
 * Shell pages: the dashboard, the content area and a record's info screen. /content lists the
 * identity's pages beside the latest news; /content/module/{moduleId}[/{infoId}] shows a module's
 * page or record (the help centre's articles, the catalogue's products), each falling back to
 * the no-permission empty state when the identity lacks the menu (test-and-training §2.1).
 */
import type { MenuNode } from '@portal/shared';
import { localName, useAuth, useLanguage } from '@portal/ui';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LatestNews } from '../modules/content';
import { findMenuPath, findMenuRoot, MenuGroupPage, modulePageState } from '../modules/menus';
import { ConfiguredPage, ModuleInfo, NoPermission, PageFrame, type Crumb } from '../modules/page';

export { HomeDashboard as DashboardPage } from '../modules/home';

const contentLink = (menuId: string) => `/content/module/${encodeURIComponent(menuId)}`;

function useContentCrumbs(): Crumb[] {
  const { t } = useTranslation();
  return [{ title: t('common.home'), to: '/' }, { title: t('shell.contentTitle'), to: '/content' }];
}

/** /content — the content area's main screen: the pages this identity may open. */
export function ContentPage() {
  const { t } = useTranslation();
  const { menuTree } = useAuth();
  const root = findMenuRoot(menuTree);
  const crumbs = useContentCrumbs();
  return (
    <PageFrame title={t('shell.contentTitle')} crumbs={[crumbs[0]!, { title: t('shell.contentTitle') }]}>
      {/* The news column as on the dashboard: 19 and 5 of 24 (test-and-training §9). */}
      <Row gutter={16}>
        <Col xs={24} xl={19}>
          {root ? <MenuGroupPage group={root} linkOf={contentLink} /> : <NoPermission />}
        </Col>
        <Col xs={24} xl={5}>
          <LatestNews />
        </Col>
      </Row>
    </PageFrame>
  );
}

/** /content/module/:moduleId and /content/module/:moduleId/:infoId. */
export function ContentModulePage() {
  const { t } = useTranslation();
  const locale = useLanguage();
  const { moduleId, infoId } = useParams();
  const { menuList, menuTree } = useAuth();
  const crumbs = useContentCrumbs();
  const state = modulePageState(menuList, moduleId);
  if (state.kind === 'noPermission') {
    return (
      <PageFrame title={t('shell.contentTitle')} crumbs={crumbs}>
        <NoPermission />
      </PageFrame>
    );
  }
  const menu: MenuNode = findMenuPath(findMenuRoot(menuTree)?.children ?? [], state.menu.menuId).at(-1) ?? state.menu;
  const title = localName(menu, locale);
  if (infoId !== undefined) {
    return (
      <PageFrame title={t('shell.infoTitle')} crumbs={[...crumbs, { title, to: contentLink(menu.menuId) }, { title: t('shell.infoTitle') }]}>
        <ModuleInfo menu={state.menu} infoId={infoId} menuList={menuList} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} crumbs={[...crumbs, { title }]}>
      {menu.type === 'group' ? <MenuGroupPage group={menu} linkOf={contentLink} /> : <ConfiguredPage menu={state.menu} menuList={menuList} />}
    </PageFrame>
  );
}

/** /info/:moduleId/:infoId — details of one record of a module. */
export function InfoPage() {
  const { t } = useTranslation();
  const locale = useLanguage();
  const { moduleId = '', infoId = '' } = useParams();
  const { menuList } = useAuth();
  const menu = menuList.find((m) => m.menuId === moduleId);
  const moduleTitle = menu ? localName(menu, locale) : t('shell.moduleFallback');
  return (
    <PageFrame
      title={t('shell.infoTitle')}
      crumbs={[{ title: t('common.home'), to: '/' }, { title: moduleTitle, to: `/module/${encodeURIComponent(moduleId)}` }, { title: t('shell.infoTitle') }]}
    >
      <ModuleInfo menu={menu} infoId={infoId} menuList={menuList} />
    </PageFrame>
  );
}
