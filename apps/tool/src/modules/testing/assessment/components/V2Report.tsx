/** /dreamit/report/test/{id}: a v2 test's report, by its tool's report path. */
import type { TestView } from '@portal/shared';
import { PreviewScreen } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Flex, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchV2Report } from '../api';

export function V2Report({ test }: { test: TestView }) {
  const { t } = useTranslation();
  const report = useQuery({ queryKey: ['dreamit', 'report', test._id], queryFn: () => fetchV2Report(test.tools_type, test._id), retry: false, staleTime: Infinity });
  if (report.isPending) {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: 80 }}>
        <Spin size="large" />
        <Typography.Text type="secondary">{t('testing.report.loading')}</Typography.Text>
      </Flex>
    );
  }
  if (report.isError) return <Result status="warning" title={t('testing.report.failed')} subTitle={report.error.message} data-testid="report-failed" />;
  return (
    <div data-testid="v2-report" data-report-id={report.data._id} style={{ background: '#fff', borderRadius: 8, overflow: 'hidden' }}>
      <PreviewScreen fileId={report.data._id} height="calc(100vh - 120px)" />
    </div>
  );
}
