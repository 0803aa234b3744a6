/**
 * The usage chart's ECharts option: twelve months of the chosen year, this institution's tests
 * and the average of all institutions (test-and-training §9). Pure, so it is tested without a browser.
 */
import type { UsageResult } from '@portal/shared';

export interface UsageLabels {
  month(month: number): string;
  thisInstitution: string;
  average: string;
  count: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Twelve values, month 1 first; a month the answer lacks is 0, never a gap or NaN. */
export function usageSeries(data: UsageResult): { own: number[]; average: number[] } {
  const own = new Map(data.list.map((m) => [m._id.month, m.tool_used_count]));
  const average = new Map(data.a_list.map((m) => [m.month, m.average_count]));
  const value = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
  return { own: MONTHS.map((m) => value(own.get(m))), average: MONTHS.map((m) => value(average.get(m))) };
}

export const hasUsage = (data: UsageResult): boolean => {
  const { own, average } = usageSeries(data);
  return own.some((n) => n > 0) || average.some((n) => n > 0);
};

export function usageOption(data: UsageResult, labels: UsageLabels) {
  const { own, average } = usageSeries(data);
  return {
    animation: false,
    color: ['#1677ff', '#faad14'],
    tooltip: { trigger: 'axis' },
    legend: { data: [labels.thisInstitution, labels.average], top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    // Every month labelled, also on a narrow card (ECharts would otherwise skip every other one).
    xAxis: { type: 'category', boundaryGap: false, axisLabel: { interval: 0, fontSize: 11 }, data: MONTHS.map((m) => labels.month(m)) },
    yAxis: { type: 'value', name: labels.count, minInterval: 1 },
    // Monotone smoothing: a curve between two counts never dips below either (no negative tests).
    series: [
      { name: labels.thisInstitution, type: 'line', smooth: true, smoothMonotone: 'x', data: own },
      { name: labels.average, type: 'line', smooth: true, smoothMonotone: 'x', lineStyle: { type: 'dashed' }, data: average },
    ],
  };
}
