/** The area's report engine for the reports module's `requestReport`: when a test counts as finished, and its item report. */
import type { ReportEngine } from '../reports';
import { buildItemModel } from './report-model';
import { reportPossible } from './service';

export const ITEM_REPORT_ENGINE: ReportEngine = {
  finished: (tx, test) => reportPossible(tx, test),
  model: (tx, input) => buildItemModel(tx, input),
};
