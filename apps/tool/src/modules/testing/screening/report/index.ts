/** The report after a Dream-ITS test (loaded on demand). */
export { ScreeningReport } from './ScreeningReport';
