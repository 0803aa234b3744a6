/**
 * The usage chart's ECharts option: twelve months of the chosen year, this institution's tests
 * and the average of all institutions (test-and-training §9). Pure, so it is tested without a browser.
 */
import { institutionDay, type UsageResult } from '@portal/shared';

export interface UsageLabels {
  month(month: number): string;
  thisInstitution: string;
  average: string;
  count: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The months of `year` that have begun by `today` (an institution day, YYYY-MM-DD). */
const begunMonths = (year: number | undefined, today: string): number => {
  const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  if (year === undefined || year < thisYear) return 12;
  return year === thisYear ? thisMonth : 0;
};

/**
 * Twelve values, month 1 first. A month that has begun and that the answer lacks is 0, never NaN;
 * a month still to come in the current year is null, a gap in the line (it has no count yet).
 */
export function usageSeries(data: UsageResult, today: string = institutionDay(new Date())): { own: (number | null)[]; average: (number | null)[] } {
  const own = new Map(data.list.map((m) => [m._id.month, m.tool_used_count]));
  const average = new Map(data.a_list.map((m) => [m.month, m.average_count]));
  const year = data.list[0]?._id.year ?? data.a_list[0]?.year;
  const begun = begunMonths(year, today);
  const value = (month: number, n: number | undefined) => (month > begun ? null : typeof n === 'number' && Number.isFinite(n) ? n : 0);
  return { own: MONTHS.map((m) => value(m, own.get(m))), average: MONTHS.map((m) => value(m, average.get(m))) };
}

export const hasUsage = (data: UsageResult, today?: string): boolean => {
  const { own, average } = usageSeries(data, today);
  return own.some((n) => n !== null && n > 0) || average.some((n) => n !== null && n > 0);
};

export function usageOption(data: UsageResult, labels: UsageLabels, today?: string) {
  const { own, average } = usageSeries(data, today);
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
