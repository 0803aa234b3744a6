/** The content module's front door: what other modules and the app may use. */
export { articleRoutes } from './articles-routes';
export { importContent, type ImportItem } from './import';
export { mediaRoutes } from './media-routes';
export { ensureLottieAnimations } from './seed-lottie';
export { ensureShippedContent, SHIPPED_CONTENT_DIR } from './seed';
export { ARTICLE_COLUMN_SEEDS, ARTICLE_FORM_SEEDS, ARTICLE_LOV_SEEDS, CATALOGUE_MENU_SEED, CONTENT_MGMT_MENU, HELP_CENTER_MENU_SEED } from './seed-articles';
export { ensureShippedArticles, insertDemoNews } from './seed-articles-rows';
export { checkContent, storedBank, storedNorms } from './store';
export { storedCatalogue, storedCourse } from './training-store';
