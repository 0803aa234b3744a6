/**
 * Registers the compass dialogs with the dialog layer (once; the seeded 'compass' actions name
 * them by COMPASS_DIALOGS). Both case versions open the same component: the case's own version
 * picks the page, so a row opened with the other name still shows the right one.
 */
import { COMPASS_DIALOGS } from '@portal/shared';
import { dialogComponents, type DialogComponentRegistry } from '@portal/ui';
import { CompassCaseDialog } from './components/CompassCaseDialog';
import { CreateCompassDialog } from './components/CreateCompassDialog';
import { LinkReportsDialog } from './components/LinkReportsDialog';
import { SummaryReportDialog } from './components/SummaryReportDialog';
import { WjxDetailDialog } from './components/WjxDetailDialog';

export function registerCompassDialogs(registry: DialogComponentRegistry = dialogComponents): void {
  const components = {
    [COMPASS_DIALOGS.v1]: CompassCaseDialog,
    [COMPASS_DIALOGS.v2]: CompassCaseDialog,
    [COMPASS_DIALOGS.create]: CreateCompassDialog,
    [COMPASS_DIALOGS.link]: LinkReportsDialog,
    [COMPASS_DIALOGS.summary]: SummaryReportDialog,
    [COMPASS_DIALOGS.wjx]: WjxDetailDialog,
  };
  for (const [path, component] of Object.entries(components)) if (!registry.has(path)) registry.register(path, component);
}
