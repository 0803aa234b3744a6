/** The Dream-ITS screening test (loaded on demand). Its report and the review of flagged items: `./report`, `./review`. */
export { useScreeningTest } from './api';
export { ScreeningForm } from './components/ScreeningForm';
