import { describe, expect, it } from 'vitest';
import { hasUsage, usageOption, usageSeries } from './usageOption';

const labels = { month: (m: number) => `${m}月`, thisInstitution: '本机构', average: '全部机构平均', count: '测评数' };

describe('usage chart option', () => {
  it('puts twelve months in order, a missing month as 0', () => {
    const data = { list: [{ _id: { year: 2025, month: 3 }, tool_used_count: 4 }], a_list: [{ year: 2025, month: 3, average_count: 2.5 }] };
    expect(usageSeries(data, '2026-11-27')).toEqual({ own: [0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0], average: [0, 0, 2.5, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
    const option = usageOption(data, labels);
    expect(option.xAxis.data).toHaveLength(12);
    expect(option.series.map((s) => s.name)).toEqual(['本机构', '全部机构平均']);
    expect(hasUsage(data)).toBe(true);
  });

  it('leaves the months still to come of the current year a gap, not 0, and a past year whole', () => {
    const data = { list: [{ _id: { year: 2026, month: 1 }, tool_used_count: 2 }, { _id: { year: 2026, month: 3 }, tool_used_count: 5 }], a_list: [{ year: 2026, month: 3, average_count: 1.5 }] };
    const { own, average } = usageSeries(data, '2026-03-31');
    expect(own).toEqual([2, 0, 5, null, null, null, null, null, null, null, null, null]);
    expect(average).toEqual([0, 0, 1.5, ...Array(9).fill(null)]);
    expect(usageOption(data, labels, '2026-03-31').series[0]!.data).toEqual(own);
    expect(usageSeries(data, '2027-01-01').own).toEqual([2, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(hasUsage({ list: [{ _id: { year: 2026, month: 1 }, tool_used_count: 0 }], a_list: [] }, '2026-01-15')).toBe(false);
  });

  it('shows zeros and no usage for an empty year, never NaN', () => {
    const data = { list: [], a_list: [{ year: 2025, month: 1, average_count: Number.NaN }] };
    const { own, average } = usageSeries(data, '2026-11-27');
    expect([...own, ...average].every((n) => n === 0)).toBe(true);
    expect(hasUsage(data)).toBe(false);
  });
});
