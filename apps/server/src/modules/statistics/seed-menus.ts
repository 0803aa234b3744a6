/** The statistics pages' menus: the counters page (`/statistics`) and the tools-under-institution chart page. */
import type { MenuSeed } from '../menus';

export const STATISTICS_MENU = 'statistics';
export const TOOLS_CHART_MENU = 'statistics_tools';
/** The home dashboard's menu: its tool cards show the usage chart too. */
export const HOME_MENU = 'home';
/** Whoever sees a usage chart: the dashboard, the statistics page, the chart page. */
export const USAGE_MENUS: readonly string[] = [HOME_MENU, STATISTICS_MENU, TOOLS_CHART_MENU];

/** Portal components by url (apps/portal modules/statistics). */
export const STATISTICS_MENUS: MenuSeed[] = [
  { id: STATISTICS_MENU, name: '数据统计', nameEn: 'Statistics', type: 'item', url: '/statistics', icon: 'BarChartOutlined' },
  { id: TOOLS_CHART_MENU, name: '机构工具使用', nameEn: 'Tools under institution', type: 'item', url: '/statistics/tools', icon: 'LineChartOutlined' },
];
