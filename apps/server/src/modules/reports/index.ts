/** The reports module's front door: what other modules and the app may use. */
export { type CaseRenderOutput, renderCaseFiles } from './case-jobs';
export { registerReportQueue } from './jobs';
export { sweepLostRenders } from './render-status';
export type { CaseBoundReport, CaseKind, CaseReportModel, CaseSection } from './render/case-model';
export type { ReportModel } from './render';
export { buildReportModel, reportSubjects } from './report-model';
export { reportTitle } from './report-text';
export { reportRoutes } from './routes';
export { REPORT_COLUMN_SEEDS, REPORT_FORM_SEEDS, REPORT_LIST_ACTION_MENU_IDS, REPORT_LIST_ACTION_MENUS, REPORT_LIST_OPERATE } from './seed';
export { requestReport } from './service';
export { insertDemoFiles, renderDemoFiles } from './seed-demo-files';
export { insertDemoAiReport } from './ai-seed-demo';
/** The renderers load on first use: pdfkit and its fonts stay out of start-up. */
export const loadRenderer = () => import('./render');
export type Renderer = Awaited<ReturnType<typeof loadRenderer>>;
export type { ReportEngine } from './service';
export type { ItemReportModel } from './render/item-model';
