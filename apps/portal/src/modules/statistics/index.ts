/**
 * Statistics in the portal: the statistics page, the tools-under-institution chart page, and the
 * tool cards with usage charts the home dashboard shows. Each loads on demand (the chart library
 * in a chunk of its own on top). Other modules import from here only.
 */
export const loadStatisticsPage = () => import('./components/StatisticsPage');
export const loadToolsChartPage = () => import('./components/ToolsChartPage');
export const loadToolUsageGrid = () => import('./components/ToolUsageGrid');
