/**
 * The statistics page (menu `statistics`, url /statistics): the counters of the institution and its
 * sub-institutions as banners and a table per tool, each tool's monthly usage, and the answers per
 * question. All computed by the server from the stored tests.
 */
import type { TestCountersResult } from '@portal/shared';
import { request } from '@portal/ui';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCounters } from '../api';
import { CounterBanners } from './CounterBanners';
import { CountersTable } from './CountersTable';
import { QuestionDistributions } from './QuestionDistributions';
import { ToolUsageGrid } from './ToolUsageGrid';

export function StatisticsPage() {
  const { t } = useTranslation();
  const [data, setData] = useState<TestCountersResult | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchCounters(request).then(setData, () => setFailed(true));
  }, []);
  if (failed) return <Typography.Text type="danger">{t('statistics.loadFailed')}</Typography.Text>;
  if (!data) return <Skeleton active />;
  return (
    <Flex vertical gap={16} data-testid="statistics-page">
      <CounterBanners total={data.total} />
      <Card size="small" title={t('statistics.byTool')}>
        <CountersTable data={data} />
      </Card>
      <Card size="small" title={t('statistics.usage.title')}>
        <ToolUsageGrid />
      </Card>
      <Card size="small" title={t('statistics.questions.title')}>
        <QuestionDistributions counters={data} />
      </Card>
    </Flex>
  );
}
