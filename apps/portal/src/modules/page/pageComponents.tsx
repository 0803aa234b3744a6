/**
 * Menu pages that are portal components rather than configured tables, by the menu's url: the
 * server's menu says where a page sits and who holds it; the component is what it shows.
 */
import { lazy, type ComponentType } from 'react';
import { MenusPage } from '../menus';
import { loadStatisticsPage, loadToolsChartPage } from '../statistics';
import { loadSpecialistSlotsPage } from '../training';

// Its own chunk: statically imported, its antd pieces (date picker, switch, tooltip) were pulled
// into the chunks the login page preloads (+69 KB gzip).
const SpecialistSlotsPage = lazy(() => loadSpecialistSlotsPage().then((m) => ({ default: m.SpecialistSlotsPage })));

const StatisticsPage = lazy(() => loadStatisticsPage().then((m) => ({ default: m.StatisticsPage })));
const ToolsChartPage = lazy(() => loadToolsChartPage().then((m) => ({ default: m.ToolsChartPage })));

export const PAGE_COMPONENTS: Readonly<Record<string, ComponentType>> = {
  '/menus': MenusPage,
  '/training/slots': SpecialistSlotsPage,
  '/statistics': StatisticsPage,
  '/statistics/tools': ToolsChartPage,
};

export function pageComponentOf(url: string): ComponentType | undefined {
  return Object.hasOwn(PAGE_COMPONENTS, url) ? PAGE_COMPONENTS[url] : undefined;
}
