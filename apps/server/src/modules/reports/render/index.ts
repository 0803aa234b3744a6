export { renderReportPdf } from './pdf';
export { renderReportHtml, escapeHtml } from './html';
export { renderCurveSvg } from './chart';
export { missingGlyphs, reportFonts, REPORT_FONT_FAMILY } from './fonts';
export { printedText } from './format';
export { REPORT_LABELS } from './labels';
export { sampleReportModel } from './sample';
export * from './model';
