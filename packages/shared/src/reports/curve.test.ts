import { describe, expect, it } from 'vitest';
import { buildDevelopmentCurveOption, curveAxes, curveBandLines, type DevelopmentCurvePoint } from './curve';

const points: DevelopmentCurvePoint[] = [
  { date: '2025-10-20', ageMonths: 37, standard: 89 },
  { date: '2024-09-20', ageMonths: 24, standard: 82 },
  { date: '2026-10-22', ageMonths: 49.1, standard: 94 },
];

type Series = { name?: string; data?: unknown[]; markArea?: { data: [{ name: string; yAxis: number }, { yAxis: number }][] }; markLine?: { data: { yAxis: number; label: { formatter: string } }[] } };
const seriesOf = (option: ReturnType<typeof buildDevelopmentCurveOption>) => option.series as Series[];

describe('development curve bands', () => {
  it('puts the 2nd/16th/50th/84th/98th percentiles at mean + z·sd of the standard-score scale', () => {
    expect(curveBandLines()).toEqual([
      { percentile: 2, value: 69.2 },
      { percentile: 16, value: 85.1 },
      { percentile: 50, value: 100 },
      { percentile: 84, value: 114.9 },
      { percentile: 98, value: 130.8 },
    ]);
    expect(curveBandLines(10, 3).map((l) => l.value)).toEqual([3.8, 7, 10, 13, 16.2]);
  });

  it('draws five shaded bands edge to edge and a labelled line per percentile', () => {
    const [bands] = seriesOf(buildDevelopmentCurveOption({ points, locale: 'zh' }));
    const areas = bands!.markArea!.data;
    expect(areas.map(([from]) => from.name)).toEqual(['显著偏低', '偏低', '平均范围', '偏高', '显著偏高']);
    expect(areas.map(([from, to]) => [from.yAxis, to.yAxis])).toEqual([
      [50, 69.2],
      [69.2, 85.1],
      [85.1, 114.9],
      [114.9, 130.8],
      [130.8, 150],
    ]);
    expect(bands!.markLine!.data.map((l) => l.label.formatter)).toEqual(['P2', 'P16', 'P50', 'P84', 'P98']);
  });
});

describe('development curve option', () => {
  it("plots the child's scores in age order with the date kept for the tooltip", () => {
    const option = buildDevelopmentCurveOption({ points, locale: 'en', seriesName: 'Total language' });
    const child = seriesOf(option)[1]!;
    expect(child.name).toBe('Total language');
    expect(child.data).toEqual([
      [24, 82, '2024-09-20'],
      [37, 89, '2025-10-20'],
      [49.1, 94, '2026-10-22'],
    ]);
    expect(option.xAxis).toMatchObject({ name: 'Age (months)', min: 18, max: 54, interval: 6 });
  });

  it('labels axes in the requested language and can switch animation off for server rendering', () => {
    const option = buildDevelopmentCurveOption({ points, locale: 'zh', animation: false });
    expect(option.animation).toBe(false);
    expect(option.xAxis).toMatchObject({ name: '年龄（月）' });
    expect(option.yAxis).toMatchObject({ name: '标准分', min: 50, max: 150 });
  });

  it('widens the score axis for scores beyond 50–150 and uses yearly steps for long spans', () => {
    expect(curveAxes([{ date: '2020-01-01', ageMonths: 6, standard: 42 }, { date: '2026-01-01', ageMonths: 80, standard: 158 }])).toEqual({
      xMin: 0,
      xMax: 84,
      xStep: 12,
      yMin: 30,
      yMax: 170,
      yStep: 10,
    });
    expect(curveAxes([{ date: '2026-01-01', ageMonths: 40, standard: 9 }], 10, 3)).toMatchObject({ yMin: 0, yMax: 20, yStep: 2 });
  });

  it('shows at least four age steps around a single test', () => {
    expect(curveAxes([{ date: '2026-10-22', ageMonths: 49.1, standard: 94 }])).toMatchObject({ xMin: 36, xMax: 60, xStep: 6 });
    expect(curveAxes([{ date: '2026-10-22', ageMonths: 2, standard: 94 }])).toMatchObject({ xMin: 0, xMax: 24 });
  });

  it('still draws the bands when there are no points yet', () => {
    const option = buildDevelopmentCurveOption({ points: [], locale: 'en' });
    expect(seriesOf(option)[1]!.data).toEqual([]);
    expect(option.xAxis).toMatchObject({ min: 0, max: 72 });
  });
});
