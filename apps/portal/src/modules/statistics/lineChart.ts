/**
 * ECharts, imported piece by piece (core, the line chart, the components the usage chart uses and
 * the SVG renderer) and loaded only when a chart mounts: a chunk of its own, so the portal's first
 * page does not grow. SVG so the legend and axis texts are in the page (readable, and testable).
 */
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

registerParts([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface MountedChart {
  update(option: EChartsCoreOption): void;
  resize(): void;
  dispose(): void;
}

export function mountChart(element: HTMLElement): MountedChart {
  const chart = init(element, undefined, { renderer: 'svg' });
  return {
    update: (option) => chart.setOption(option, { notMerge: true }),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
