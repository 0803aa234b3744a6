import { describe, expect, it } from 'vitest';
import { hasUsage, usageOption, usageSeries } from './usageOption';

const labels = { month: (m: number) => `${m}月`, thisInstitution: '本机构', average: '全部机构平均', count: '测评数' };

describe('usage chart option', () => {
  it('puts twelve months in order, a missing month as 0', () => {
    const data = { list: [{ _id: { year: 2025, month: 3 }, tool_used_count: 4 }], a_list: [{ year: 2025, month: 3, average_count: 2.5 }] };
    expect(usageSeries(data)).toEqual({ own: [0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0], average: [0, 0, 2.5, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
    const option = usageOption(data, labels);
    expect(option.xAxis.data).toHaveLength(12);
    expect(option.series.map((s) => s.name)).toEqual(['本机构', '全部机构平均']);
    expect(hasUsage(data)).toBe(true);
  });

  it('shows zeros and no usage for an empty year, never NaN', () => {
    const data = { list: [], a_list: [{ year: 2025, month: 1, average_count: Number.NaN }] };
    const { own, average } = usageSeries(data);
    expect([...own, ...average].every((n) => n === 0)).toBe(true);
    expect(hasUsage(data)).toBe(false);
  });
});
