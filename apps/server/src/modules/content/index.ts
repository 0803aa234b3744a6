/** The content module's front door: what other modules and the app may use. */
export { importContent, type ImportItem } from './import';
export { mediaRoutes } from './media-routes';
export { ensureLottieAnimations } from './seed-lottie';
export { ensureShippedContent, SHIPPED_CONTENT_DIR } from './seed';
export { checkContent, storedBank, storedNorms } from './store';
export { storedCatalogue, storedCourse } from './training-store';
