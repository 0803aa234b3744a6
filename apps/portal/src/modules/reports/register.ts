/** Registers the Reports page's dialogs (once; the seeded report_list actions name them). */
import { REPORT_DIALOGS } from '@portal/shared';
import { dialogComponents, type DialogComponentRegistry } from '@portal/ui';
import { RegenerateReportDialog, ReportPreviewDialog } from './components/ReportRowDialogs';

export function registerReportDialogs(registry: DialogComponentRegistry = dialogComponents): void {
  const components = { [REPORT_DIALOGS.preview]: ReportPreviewDialog, [REPORT_DIALOGS.regenerate]: RegenerateReportDialog };
  for (const [path, component] of Object.entries(components)) if (!registry.has(path)) registry.register(path, component);
}
