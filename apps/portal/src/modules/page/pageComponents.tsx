/**
 * Menu pages that are portal components rather than configured tables, by the menu's url: the
 * server's menu says where a page sits and who holds it; the component is what it shows. A page
 * may also have its own view of one record (`/content/module/{menuId}/{infoId}`).
 */
import { lazy, type ComponentType } from 'react';
import { loadCataloguePages, loadHelpPages } from '../content';
import { HomeDashboard } from '../home';
import { MenusPage } from '../menus';
import { loadStatisticsPage, loadToolsChartPage } from '../statistics';
import { loadSwamsPages } from '../swams';
import { loadSpecialistSlotsPage } from '../training';

// Its own chunk: statically imported, its antd pieces (date picker, switch, tooltip) were pulled
// into the chunks the login page preloads (+69 KB gzip).
const SpecialistSlotsPage = lazy(() => loadSpecialistSlotsPage().then((m) => ({ default: m.SpecialistSlotsPage })));
const HelpCentrePage = lazy(() => loadHelpPages().then((m) => ({ default: m.HelpCentrePage })));
const CataloguePage = lazy(() => loadCataloguePages().then((m) => ({ default: m.CataloguePage })));

export interface InfoViewProps {
  menuId: string;
  infoId: string;
}
const HelpArticlePage = lazy(() => loadHelpPages().then((m) => ({ default: m.HelpArticlePage })));
const ProductPage = lazy(() => loadCataloguePages().then((m) => ({ default: m.ProductPage })));

const StatisticsPage = lazy(() => loadStatisticsPage().then((m) => ({ default: m.StatisticsPage })));
const ToolsChartPage = lazy(() => loadToolsChartPage().then((m) => ({ default: m.ToolsChartPage })));
const SwamTestListPage = lazy(() => loadSwamsPages().then((m) => ({ default: m.SwamTestListPage })));

export const PAGE_COMPONENTS: Readonly<Record<string, ComponentType>> = {
  // The home menu opens the dashboard that / shows.
  '/home': HomeDashboard,
  '/menus': MenusPage,
  '/training/slots': SpecialistSlotsPage,
  '/statistics': StatisticsPage,
  '/statistics/tools': ToolsChartPage,
  '/help': HelpCentrePage,
  '/catalogue': CataloguePage,
  '/swams': SwamTestListPage,
};

/** A record's own view, by the menu's url (otherwise the info screen lays the record out by its columns). */
export const INFO_COMPONENTS: Readonly<Record<string, ComponentType<InfoViewProps>>> = {
  '/help': HelpArticlePage,
  '/catalogue': ProductPage,
};

export function pageComponentOf(url: string): ComponentType | undefined {
  return Object.hasOwn(PAGE_COMPONENTS, url) ? PAGE_COMPONENTS[url] : undefined;
}

export function infoComponentOf(url: string | undefined): ComponentType<InfoViewProps> | undefined {
  return url !== undefined && Object.hasOwn(INFO_COMPONENTS, url) ? INFO_COMPONENTS[url] : undefined;
}
