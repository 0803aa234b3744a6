/**
 * Reports in the portal: the report preview (the modal, and the report-version cell of a table
 * that opens it) and the Reports page's row dialogs. Other modules import from here only.
 */
export { ReportPreviewModal } from './components/ReportPreviewModal';
export { useReportPreview } from './hooks/useReportPreview';
export { registerReportDialogs } from './register';
export { AiReportScreen } from './ai';
