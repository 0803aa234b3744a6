/**
 * The development curve as SVG, server side: the shared ECharts option (the portal draws the same
 * one) rendered by ECharts' SSR SVG renderer. Text is measured with the report font so labels are
 * placed for the glyphs that will print.
 */
import { buildDevelopmentCurveOption } from '@portal/shared';
import { LineChart } from 'echarts/charts';
import { GridComponent, MarkAreaComponent, MarkLineComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { measureText, REPORT_FONT_FAMILY } from './fonts';
import type { ReportLocale, ReportModel } from './model';

let ready = false;
// The SSR render is synchronous, so the locale being rendered can sit here for measureText.
let measuring: ReportLocale = 'zh';

function setUp(): void {
  if (ready) return;
  echarts.use([LineChart, GridComponent, MarkAreaComponent, MarkLineComponent, SVGRenderer]);
  echarts.setPlatformAPI({
    measureText(text: string, font?: string) {
      const size = Number(/(\d+(?:\.\d+)?)px/.exec(font ?? '')?.[1] ?? 12);
      return { width: measureText(text, size, /\bbold\b|\b[6-9]00\b/.test(font ?? ''), measuring) };
    },
  });
  ready = true;
}

export interface CurveSvgSize {
  width: number;
  height: number;
}

/** SVG markup of the model's development curve, `width`×`height` user units. */
export function renderCurveSvg(model: ReportModel, size: CurveSvgSize): string {
  setUp();
  measuring = model.locale;
  const option = buildDevelopmentCurveOption({
    points: model.curve.points,
    locale: model.locale,
    seriesName: model.curve.seriesName[model.locale],
    mean: model.curve.mean,
    sd: model.curve.sd,
    animation: false,
    fontFamily: `'${REPORT_FONT_FAMILY}', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif`,
  });
  delete option.tooltip; // interactive only; not registered here
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
