/** The home dashboard (the page at / after login). Other modules and pages import from here only. */
export { HomeDashboard } from './HomeDashboard';
