/**
 * The report after a Dream-ITS test (its report route): the report call, the preview
 * (packages/ui preview), a version chooser when the test has several versions, the review of
 * flagged items (its page, or a drawer beside the report) and, for holders of a reload menu,
 * regeneration.
 */
import { FileSearchOutlined, ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { splitVersions, type ReportResult } from '@portal/shared';
import { PreviewScreen, useAuth } from '@portal/ui';
import { Button, Drawer, Flex, Result, Segmented, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DREAMITS_RELOAD_MENUS, toolPaths } from '../../../../routes';
import { fetchScreeningReport, regenerateScreeningReport } from '../api';
import { FlaggedItems } from '../review/FlaggedItems';
import { useRegenerateReport } from '../../report/useRegenerateReport';

const reportKey = (testId: string, version: string | undefined) => ['dreamits', 'report', testId, version ?? ''] as const;

export function ScreeningReport({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { menuList } = useAuth();
  const [version, setVersion] = useState<string | undefined>();
  const [drawer, setDrawer] = useState(false);
  const report = useQuery({ queryKey: reportKey(testId, version), queryFn: () => fetchScreeningReport(testId, version), retry: false, staleTime: Infinity });
  const { regenerating, regenerate } = useRegenerateReport(reportKey(testId, version), () => regenerateScreeningReport(testId, report.data?.version));
  const mayReload = menuList.some((m) => DREAMITS_RELOAD_MENUS.includes(m.menuId));

  if (report.isPending) {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: 80 }} data-testid="report-loading">
        <Spin size="large" />
        <Typography.Text type="secondary">{t('testing.report.loading')}</Typography.Text>
      </Flex>
    );
  }
  if (report.isError) {
    return <Result status="warning" title={t('testing.report.failed')} subTitle={report.error.message} data-testid="report-failed" extra={<Button onClick={() => void report.refetch()}>{t('testing.test.retry')}</Button>} />;
  }
  const data: ReportResult = report.data;
  const versions = splitVersions(data.report_version);


  return (
    <Flex vertical gap={12} data-testid="screening-report" data-report-id={data._id}>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('testing.report.title')}
          </Typography.Title>
          {versions.length > 1 ? (
            <Segmented size="small" aria-label={t('testing.report.version')} value={data.version} options={versions} onChange={(v) => setVersion(String(v))} data-testid="report-versions" />
          ) : null}
        </Flex>
        <Flex gap={8} wrap>
          <Button type="primary" icon={<UnorderedListOutlined />} onClick={() => void navigate(toolPaths.screeningReview(testId, data._id))} data-testid="review-flagged">
            {t('testing.report.review')}
          </Button>
          <Button icon={<FileSearchOutlined />} onClick={() => setDrawer(true)} data-testid="review-drawer-open">
            {t('testing.report.reviewDrawer')}
          </Button>
          {mayReload ? (
            <Button icon={<ReloadOutlined />} loading={regenerating} onClick={regenerate} data-testid="report-regenerate">
              {t('testing.report.regenerate')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <div style={{ background: '#fff', borderRadius: 8, overflow: 'hidden' }}>
        <PreviewScreen key={data._id} fileId={data._id} height="calc(100vh - 200px)" />
      </div>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title={t('testing.review.title')} size="large" styles={{ wrapper: { width: 'min(720px, 95vw)' } }} destroyOnHidden data-testid="review-drawer">
        <FlaggedItems testId={testId} />
      </Drawer>
    </Flex>
  );
}
