/**
 * A child's summary report (dialog 'compass/summary'): the child's tests across
 * tools on one page with their standard scores, 95% CIs and percentiles. Edit until generated;
 * generating is confirmed (irreversible), locks it (Close) and opens the PDF; then read-only.
 * Opened from a case page (the child of the case being written) and from any row naming a child.
 */
import type { SummaryReport, SummaryScore } from '@portal/shared';
import { feedback, localName, request, useLanguage, type DialogComponentProps } from '@portal/ui';
import { Alert, Button, Card, Empty, Flex, Space, Spin, Table, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPreviewModal } from '../../reports';
import { fetchSummary } from '../api';
import { childIdOf } from '../rows';
import { CompassStatusTag } from './CompassStatusTag';

export function SummaryReportDialog({ data }: DialogComponentProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const childId = childIdOf(data);
  const [summary, setSummary] = useState<SummaryReport | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [previewId, setPreviewId] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (!childId) return;
    try {
      setSummary(await fetchSummary(request, childId));
    } catch {
      setFailed(true);
    }
  }, [childId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!childId || (failed && !summary)) return <Empty description={t('compass.summary.loadFailed')} data-testid="compass-summary-failed" />;
  if (!summary) return <Spin data-testid="compass-summary-loading" />;
  const closed = summary.status === 'Close';

  const generate = () =>
    feedback().modal.confirm({
      title: t('compass.summary.generateTitle'),
      content: t('compass.summary.generateText'),
      okText: t('compass.summary.generate'),
      okButtonProps: { 'data-testid': 'compass-summary-generate-ok' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: async () => {
        setBusy(true);
        try {
          const next = await fetchSummary(request, childId, true);
          setSummary(next);
          if (next.file) setPreviewId(next.file._id);
        } catch {
          await load(); // the call client showed the server's message
        } finally {
          setBusy(false);
        }
      },
    });

  const columns: TableColumnsType<SummaryScore> = [
    { title: t('compass.summary.score'), key: 'name', render: (_, s) => localName({ name: s.name.zh, nameEn: s.name.en }, locale) },
    { title: t('compass.summary.standard'), dataIndex: 'standard', width: 110, render: (v: number, s) => <Typography.Text type={s.light === 'red' ? 'danger' : undefined}>{v}</Typography.Text> },
    { title: t('compass.summary.ci'), key: 'ci', width: 130, render: (_, s) => `${s.ci[0]}–${s.ci[1]}` },
    { title: t('compass.summary.percentile'), dataIndex: 'percentile', width: 100 },
  ];

  return (
    <Flex vertical gap={12} data-testid="compass-summary" data-status={summary.status}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {summary.children.name}
          </Typography.Title>
          <CompassStatusTag status={summary.status} />
        </Space>
        {closed ? (
          summary.file ? (
            <Button type="primary" onClick={() => setPreviewId(summary.file!._id)} data-testid="compass-summary-view">
              {t('compass.summary.view')}
            </Button>
          ) : null
        ) : (
          <Button type="primary" loading={busy} disabled={summary.tests.length === 0} onClick={generate} data-testid="compass-summary-generate">
            {t('compass.summary.generate')}
          </Button>
        )}
      </Flex>
      {closed ? <Alert type="info" showIcon title={t('compass.summary.closedNotice')} data-testid="compass-summary-closed" /> : null}
      {summary.tests.length === 0 ? <Empty description={t('compass.summary.noTests')} /> : null}
      {summary.tests.map((test) => (
        <Card
          key={test.test_id}
          size="small"
          data-testid={`compass-summary-test-${test.test_code}`}
          title={
            <Space wrap>
              <Typography.Text strong>{test.tools_type}</Typography.Text>
              <Typography.Text>{test.test_code}</Typography.Text>
              <Typography.Text type="secondary">{dayjs(test.createdTime).format('YYYY-MM-DD')}</Typography.Text>
            </Space>
          }
        >
          <Table<SummaryScore> size="small" rowKey="key" columns={columns} dataSource={test.summary} pagination={false} scroll={{ x: 480 }} />
        </Card>
      ))}
      <ReportPreviewModal fileId={previewId} onClose={() => setPreviewId(null)} />
    </Flex>
  );
}
