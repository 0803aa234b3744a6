/** /dreamits/{dreamits_testing | dreamits_testing_3}/test/{id}: the Dream-ITS test page. */
import { PERMISSION_MENUS } from '@portal/shared';
import { hasMenu, QuestionDescriptions, useAuth } from '@portal/ui';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { TestBlocked, TestShell } from '../modules/testing';
import { ScreeningForm, useScreeningTest } from '../modules/testing/screening';

export function ScreeningPage({ testId, paged }: { testId: string; paged: boolean }) {
  const { t } = useTranslation();
  const query = useScreeningTest(testId);
  const { menuList } = useAuth();
  return (
    <TestShell flow="v1" title="Dream-ITS" testId="screening-page">
      {/* Decided on this visit's read only: a cached read from the page before has an old status. */}
      {query.isPending || (!query.isFetchedAfterMount && !query.isError) ? (
        <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />
      ) : query.isError ? (
        <TestBlocked blocked={{ kind: 'error', message: query.error.message || t('testing.test.loadFailed') }} onRetry={() => void query.refetch()} />
      ) : (
        // The questions' descriptions: for roles holding dream_it_s_2 (test-and-training §6).
        <QuestionDescriptions.Provider value={hasMenu(menuList, PERMISSION_MENUS.dreamIts2)}>
          <ScreeningForm test={query.data} paged={paged} />
        </QuestionDescriptions.Provider>
      )}
    </TestShell>
  );
}
