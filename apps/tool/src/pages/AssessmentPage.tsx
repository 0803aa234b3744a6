/** /dreamit/{ready|additional|testing|end|report}/test/{id}: the v2 clinician flow, one page per stage. */
import type { DreamitPageKey, TestView } from '@portal/shared';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { TestBlocked, TestShell } from '../modules/testing';
import { decidePage, EndView, ReadyView, StageView, useV2Test, V2Report } from '../modules/testing/assessment';
import { toolPaths } from '../routes';

function PageBody({ page, test }: { page: DreamitPageKey; test: TestView }) {
  const decision = decidePage(page, test.status);
  if (decision.kind === 'closed') return <TestBlocked blocked={{ kind: 'closed' }} />;
  if (decision.kind === 'redirect') return <Navigate to={toolPaths.assessment(decision.page, test._id)} replace />;
  switch (page) {
    case 'ready':
      return <ReadyView test={test} />;
    case 'additional':
      return <StageView key="additional" test={test} stage="additional" />;
    case 'testing':
      return <StageView key="testing" test={test} stage="testing" />;
    case 'end':
      return <EndView test={test} />;
    case 'report':
      return <V2Report test={test} />;
  }
}

export function AssessmentPage({ page, testId }: { page: DreamitPageKey; testId: string }) {
  const { t } = useTranslation();
  const query = useV2Test(testId);
  return (
    <TestShell flow="v2" title={query.data?.tools_type} testId={`assessment-${page}`}>
      {/* Decided on this visit's read only: a cached read from the page before has an old status. */}
      {query.isPending || (!query.isFetchedAfterMount && !query.isError) ? (
        <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />
      ) : query.isError ? (
        <TestBlocked blocked={{ kind: 'error', message: query.error.message || t('testing.test.loadFailed') }} onRetry={() => void query.refetch()} />
      ) : (
        <PageBody page={page} test={query.data} />
      )}
    </TestShell>
  );
}
