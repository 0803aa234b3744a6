/**
 * One tool's monthly usage (ECharts line): twelve months of the chosen year, this institution
 * against the average of all institutions, with a year picker that offers no future year (the
 * server refuses one too). An empty year shows its zeros and says there is no data.
 */
import { FIRST_STATISTICS_YEAR, institutionDay, selectableYear, type InstitutionTool, type UsageResult } from '@portal/shared';
import { request } from '@portal/ui';
import { DatePicker, Flex, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUsage } from '../api';
import type { MountedChart } from '../lineChart';
import { hasUsage, usageOption } from '../usageOption';

/** This year in the institution's time zone, as the server counts it. */
export const thisYear = (): number => Number(institutionDay(new Date()).slice(0, 4));

export function UsageChart({ tool, height = 260 }: { tool: InstitutionTool; height?: number }) {
  const { t } = useTranslation();
  const [year, setYear] = useState(thisYear);
  const [data, setData] = useState<UsageResult | null>(null);
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<MountedChart | null>(null);

  useEffect(() => {
    let live = true;
    setData(null);
    fetchUsage(request, tool, year).then(
      (loaded) => live && (setData(loaded), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [tool, year]);

  // The chart library loads with the first chart, in its own chunk.
  useEffect(() => {
    if (!data || !element.current) return;
    let live = true;
    const option = usageOption(data, {
      month: (month) => t('statistics.usage.month', { month }),
      thisInstitution: t('statistics.usage.thisInstitution'),
      average: t('statistics.usage.average'),
      count: t('statistics.usage.count'),
    });
    void import('../lineChart').then(({ mountChart }) => {
      if (!live || !element.current) return;
      chart.current ??= mountChart(element.current);
      chart.current.update(option);
    });
    return () => void (live = false);
  }, [data, t]);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(() => chart.current?.resize());
    observer.observe(target);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  const disabledDate = (day: Dayjs) => !selectableYear(day.year(), thisYear(), FIRST_STATISTICS_YEAR);
  return (
    <div data-testid={`usage-chart-${tool.tools_type}`}>
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('statistics.usage.title')}</Typography.Text>
        <DatePicker
          picker="year"
          allowClear={false}
          size="small"
          aria-label={t('statistics.usage.year')}
          data-testid={`usage-year-${tool.tools_type}`}
          value={dayjs(`${year}-01-01`)}
          disabledDate={disabledDate}
          onChange={(value) => value && setYear(value.year())}
        />
      </Flex>
      {failed ? <Typography.Text type="danger">{t('statistics.usage.loadFailed')}</Typography.Text> : null}
      <Spin spinning={!data && !failed}>
        <div ref={element} style={{ height, width: '100%' }} data-testid={`usage-chart-canvas-${tool.tools_type}`} />
      </Spin>
      {data && !hasUsage(data) ? (
        <Typography.Text type="secondary" data-testid={`usage-no-data-${tool.tools_type}`}>
          {t('statistics.usage.noData')}
        </Typography.Text>
      ) : null}
    </div>
  );
}
