/**
 * The speech-tool area's routes: `/swams/{moduleId}` (the test list), `.../test/{testId}`,
 * `.../test/{testId}/report/{reportId}` and `.../pre/{uuid}` (a file preview). A module the user
 * does not hold (or none) sends them to the test list module when they hold it; otherwise the
 * page says the identity has no relevant permission.
 */
import { SWAMS_TEST_LIST_MENU } from '@portal/shared';
import { hasMenu, PreviewScreen, useAuth } from '@portal/ui';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { NoPermission, StandalonePage } from '../page';
import { SwamTestList } from './SwamTestList';
import { SwamTestView } from './SwamTestView';

export function SwamsArea() {
  const { t } = useTranslation();
  const { moduleId, testId, reportId, uuid } = useParams();
  const { menuList } = useAuth();
  const holdsList = hasMenu(menuList, SWAMS_TEST_LIST_MENU);
  if (moduleId !== SWAMS_TEST_LIST_MENU || !holdsList) {
    if (holdsList) return <Navigate to={`/swams/${SWAMS_TEST_LIST_MENU}`} replace />;
    return (
      <StandalonePage title={t('swams.title')}>
        <NoPermission />
      </StandalonePage>
    );
  }
  const list = { title: t('swams.listTitle'), to: `/swams/${moduleId}` };
  if (testId && reportId) {
    return (
      <StandalonePage title={t('swams.report')} crumbs={[list, { title: t('swams.report') }]}>
        <Flex vertical gap={12}>
          <Link to={`/swams/${moduleId}/test/${testId}`}>{t('swams.back')}</Link>
          <PreviewScreen key={reportId} fileId={reportId} height={900} />
        </Flex>
      </StandalonePage>
    );
  }
  if (testId) {
    return (
      <StandalonePage title={t('swams.report')} crumbs={[list, { title: t('swams.report') }]}>
        <SwamTestView key={testId} moduleId={moduleId} testId={testId} />
      </StandalonePage>
    );
  }
  if (uuid) {
    return (
      <StandalonePage title={t('swams.title')} crumbs={[list]}>
        <PreviewScreen key={uuid} fileId={uuid} height={900} />
      </StandalonePage>
    );
  }
  return (
    <StandalonePage title={t('swams.listTitle')}>
      <SwamTestList moduleId={moduleId} />
    </StandalonePage>
  );
}

/** The list inside the shell (the menu `swam_s_test_list`, url /swams). */
export function SwamTestListPage() {
  return <SwamTestList moduleId={SWAMS_TEST_LIST_MENU} />;
}
