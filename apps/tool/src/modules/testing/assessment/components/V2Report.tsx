/**
 * /dreamit/report/test/{id}: a v2 test's report, by its tool's report path. Holders of
 * dream_reload_report or the tool's own reload menu may regenerate it, only while the test is
 * Close (test-and-training §6): the same report call with `reload`, so the same report job.
 * Holders of dream_report_params also get the report-parameters popover.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { reloadReportMenus, type MenuNode, type ReportResult, type TestView } from '@portal/shared';
import { hasMenu, PreviewScreen, useAuth } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchV2Report } from '../api';
import { ReportParamsPopover } from './ReportParamsPopover';
import { useRegenerateReport } from '../../report/useRegenerateReport';

const reportKey = (testId: string) => ['dreamit', 'report', testId] as const;

/** Whether the regenerate action shows: the reload menu (general or the tool's) and a Close test. */
export function mayRegenerate(test: Pick<TestView, 'status' | 'tools_type'>, menuList: readonly MenuNode[]): boolean {
  return test.status === 'Close' && reloadReportMenus(test.tools_type).some((id) => hasMenu(menuList, id));
}

export function V2Report({ test }: { test: TestView }) {
  const { t } = useTranslation();
  const { menuList } = useAuth();
  const report = useQuery({ queryKey: reportKey(test._id), queryFn: () => fetchV2Report(test.tools_type, test._id), retry: false, staleTime: Infinity });
  const { regenerating, regenerate } = useRegenerateReport(reportKey(test._id), () => fetchV2Report(test.tools_type, test._id, report.data?.version, true));
  if (report.isPending) {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: 80 }}>
        <Spin size="large" />
        <Typography.Text type="secondary">{t('testing.report.loading')}</Typography.Text>
      </Flex>
    );
  }
  if (report.isError) return <Result status="warning" title={t('testing.report.failed')} subTitle={report.error.message} data-testid="report-failed" />;
  const data: ReportResult = report.data;


  return (
    <Flex vertical gap={12} data-testid="v2-report" data-report-id={data._id}>
      {test.report_params || mayRegenerate(test, menuList) ? (
        <Flex justify="flex-end" gap={8} wrap>
          {test.report_params ? <ReportParamsPopover params={test.report_params} /> : null}
          {mayRegenerate(test, menuList) ? (
            <Button icon={<ReloadOutlined />} loading={regenerating} onClick={regenerate} data-testid="report-regenerate">
              {t('testing.report.regenerate')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
      <div style={{ background: '#fff', borderRadius: 8, overflow: 'hidden' }}>
        <PreviewScreen key={data._id} fileId={data._id} height="calc(100vh - 170px)" />
      </div>
    </Flex>
  );
}
