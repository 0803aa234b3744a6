/**
 * The content pages in the portal: the dashboard's latest news, the help centre and the catalogue
 * of test products (pages by menu url, loaded on demand). Other modules import from here only.
 */
export { LatestNews } from './components/LatestNews';

/** The help centre (menu url /help) and one help article, in their own chunk. */
export const loadHelpPages = () => import('./help-pages');
/** The catalogue (menu url /catalogue) and one product, in their own chunk. */
export const loadCataloguePages = () => import('./catalogue-pages');
