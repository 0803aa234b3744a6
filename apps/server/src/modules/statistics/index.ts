/** The statistics module's front door: what the app and the composition root use. */
export { statisticsRoutes } from './routes';
export { STATISTICS_MENUS, TOOLS_CHART_MENU } from './seed-menus';
export { insertDemoHistory } from './seed-demo';
