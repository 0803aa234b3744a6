/** The export module's front door: a configured table page's rows as a spreadsheet, and its hook. */
export { exportRoutes } from './routes';
export { onExport, type ExportEvent, type ExportSources } from './service';
