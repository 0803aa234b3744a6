/** Shell pages whose engines come later: header and an empty state for now. */
import { localName, useAuth, useLanguage } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ModuleInfo, NotConfigured, PageFrame } from '../modules/page';

export { Dashboard as DashboardPage } from '../modules/shell';

export function ContentPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('shell.contentTitle')} crumbs={[{ title: t('common.home'), to: '/' }, { title: t('shell.contentTitle') }]}>
      <NotConfigured />
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
