/**
 * Development curve: the child's standard score at each test, by age, over the norm's percentile
 * bands. One ECharts option for both sides: the portal passes it to `echarts.init(el)`, the report
 * renderer to an SSR SVG chart (pass `animation: false` there). Pure: no DOM, no echarts runtime.
 */
import type { EChartsOption } from 'echarts';

export type CurveLocale = 'zh' | 'en';

export interface DevelopmentCurvePoint {
  /** Test date, YYYY-MM-DD. */
  date: string;
  /** Age at that test in months (fractions allowed). */
  ageMonths: number;
  standard: number;
}

export interface DevelopmentCurveInput {
  points: readonly DevelopmentCurvePoint[];
  locale: CurveLocale;
  /** Name of the plotted score, e.g. 总语言 / Total language. */
  seriesName?: string;
  /** Standard-score scale; the bands are mean + z·sd for the 2nd/16th/50th/84th/98th percentiles. */
  mean?: number;
  sd?: number;
  animation?: boolean;
  fontFamily?: string;
}

/** z for each drawn percentile (inverse normal, to 7 places). */
export const CURVE_PERCENTILES = [
  { percentile: 2, z: -2.0537489 },
  { percentile: 16, z: -0.9944579 },
  { percentile: 50, z: 0 },
  { percentile: 84, z: 0.9944579 },
  { percentile: 98, z: 2.0537489 },
] as const;

export const CURVE_FONT_FAMILY = "'Source Han Sans SC', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";

const TEXT = {
  zh: {
    age: '年龄（月）',
    score: '标准分',
    series: '标准分',
    bands: ['显著偏低', '偏低', '平均范围', '偏高', '显著偏高'],
    tooltip: (date: string, age: number, score: number) => `${date}<br/>${age} 个月 · 标准分 ${score}`,
  },
  en: {
    age: 'Age (months)',
    score: 'Standard score',
    series: 'Standard score',
    bands: ['Very low', 'Below average', 'Average', 'Above average', 'Very high'],
    tooltip: (date: string, age: number, score: number) => `${date}<br/>${age} months · standard score ${score}`,
  },
} as const;

// Light enough to print well, distinct enough in greyscale next to their text labels.
const BAND_COLORS = ['#fbe3e1', '#fdf0d9', '#e4f2e6', '#e1eefa', '#ebe6f6'] as const;
const LINE_COLOR = '#1d5c86';
const INK = '#3d4650';

/** Standard score at each drawn percentile, one decimal. */
export function curveBandLines(mean = 100, sd = 15): { percentile: number; value: number }[] {
  return CURVE_PERCENTILES.map(({ percentile, z }) => ({ percentile, value: Math.round((mean + z * sd) * 10) / 10 }));
}

/** A round axis step near `raw`: 1, 2 or 5 times a power of ten. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit < 1.5 ? 1 : unit < 3.5 ? 2 : unit < 7.5 ? 5 : 10) * power;
}

/**
 * Axis ranges: whole 6- or 12-month steps around the points; scores from mean ± 3⅓ sd (50–150 on
 * the usual 100/15 scale), widened in whole steps to fit any point outside.
 */
export function curveAxes(points: readonly DevelopmentCurvePoint[], mean = 100, sd = 15) {
  const ages = points.map((p) => p.ageMonths);
  const scores = points.map((p) => p.standard);
  const yStep = niceStep((sd * 2) / 3);
  const base = { yMin: mean - (10 / 3) * sd, yMax: mean + (10 / 3) * sd, yStep };
  if (ages.length === 0) return { xMin: 0, xMax: 72, xStep: 12, ...base };
  const lowAge = Math.min(...ages);
  const highAge = Math.max(...ages);
  const span = highAge - lowAge;
  const step = span > 48 ? 12 : 6;
  let xMin = Math.max(0, Math.floor((lowAge - 3) / step) * step);
  let xMax = Math.ceil((highAge + 3) / step) * step;
  // at least four steps, so one or two close tests still read as a point in time
  if (xMax - xMin < 4 * step) {
    const grow = Math.ceil((4 * step - (xMax - xMin)) / 2 / step) * step;
    xMin = Math.max(0, xMin - grow);
    xMax = Math.max(xMax + grow, xMin + 4 * step);
  }
  const yMin = Math.min(base.yMin, Math.floor((Math.min(...scores) - yStep / 2) / yStep) * yStep);
  const yMax = Math.max(base.yMax, Math.ceil((Math.max(...scores) + yStep / 2) / yStep) * yStep);
  return { xMin, xMax, xStep: step, yMin, yMax, yStep };
}

export function buildDevelopmentCurveOption(input: DevelopmentCurveInput): EChartsOption {
  const text = TEXT[input.locale];
  const mean = input.mean ?? 100;
  const sd = input.sd ?? 15;
  const lines = curveBandLines(mean, sd);
  const axes = curveAxes(input.points, mean, sd);
  const edges = [axes.yMin, ...lines.filter((l) => l.percentile !== 50).map((l) => l.value), axes.yMax];
  const fontFamily = input.fontFamily ?? CURVE_FONT_FAMILY;
  const points = [...input.points].sort((a, b) => a.ageMonths - b.ageMonths);
  const noBorder = { textBorderWidth: 0, textShadowBlur: 0 };

  return {
    animation: input.animation ?? true,
    textStyle: { fontFamily, color: INK },
    grid: { left: 46, right: 44, top: 28, bottom: 40 },
    tooltip: {
      trigger: 'item',
      formatter: (params: unknown) => {
        const value = (params as { value?: [number, number, string] }).value;
        return value ? text.tooltip(value[2], value[0], value[1]) : '';
      },
    },
    xAxis: {
      type: 'value',
      min: axes.xMin,
      max: axes.xMax,
      interval: axes.xStep,
      name: text.age,
      nameLocation: 'middle',
      nameGap: 24,
      nameTextStyle: { fontSize: 10, color: INK, ...noBorder },
      axisLine: { lineStyle: { color: '#9aa4ae' } },
      axisTick: { lineStyle: { color: '#9aa4ae' } },
      axisLabel: { fontSize: 10, color: INK },
      splitLine: { lineStyle: { color: '#e6e9ed', type: 'dashed' } },
    },
    yAxis: {
      type: 'value',
      min: axes.yMin,
      max: axes.yMax,
      // a label every other step once there are more than eight
      interval: (axes.yMax - axes.yMin) / axes.yStep > 8 ? 2 * axes.yStep : axes.yStep,
      name: text.score,
      nameLocation: 'end',
      nameGap: 10,
      nameTextStyle: { fontSize: 10, color: INK, align: 'left', ...noBorder },
      axisLine: { show: true, lineStyle: { color: '#9aa4ae' } },
      axisLabel: { fontSize: 10, color: INK },
      splitLine: { show: false },
    },
    series: [
      {
        // Bands and percentile lines ride on an empty series so the child's line stays on top.
        type: 'line',
        name: 'bands',
        data: [],
        silent: true,
        z: 1,
        markArea: {
          silent: true,
          data: text.bands.map((name, i) => [
            {
              name,
              yAxis: edges[i] as number,
              itemStyle: { color: BAND_COLORS[i] },
              label: { show: true, position: 'insideTopLeft', distance: 3, fontSize: 9, color: '#5f6b76', ...noBorder },
            },
            { yAxis: edges[i + 1] as number },
          ]) as never,
        },
        markLine: {
          silent: true,
          symbol: 'none',
          data: lines.map((l) => ({
            yAxis: l.value,
            lineStyle: { color: l.percentile === 50 ? '#6b7782' : '#a3adb7', type: l.percentile === 50 ? 'solid' : 'dashed', width: 1 },
            label: { formatter: `P${l.percentile}`, position: 'end', fontSize: 9, color: '#5f6b76', ...noBorder },
          })),
        },
      },
      {
        type: 'line',
        name: input.seriesName ?? text.series,
        z: 3,
        data: points.map((p) => [p.ageMonths, p.standard, p.date]),
        symbol: 'circle',
        symbolSize: 7,
        lineStyle: { color: LINE_COLOR, width: 2.2 },
        itemStyle: { color: LINE_COLOR, borderColor: '#ffffff', borderWidth: 1.5 },
        label: { show: true, position: 'top', distance: 6, fontSize: 10, fontWeight: 'bold', color: LINE_COLOR, ...noBorder },
        encode: { x: 0, y: 1 },
      },
    ],
  };
}
