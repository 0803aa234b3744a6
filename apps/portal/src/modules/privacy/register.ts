/** Registers a child's data dialogs with the dialog layer (once; the seeded children_data_export and children_erase actions name them). */
import { PRIVACY_DIALOGS } from '@portal/shared';
import { dialogComponents, type DialogComponentRegistry } from '@portal/ui';
import { ChildEraseDialog } from './components/ChildEraseDialog';
import { ChildExportDialog } from './components/ChildExportDialog';

export function registerPrivacyDialogs(registry: DialogComponentRegistry = dialogComponents): void {
  const components = { [PRIVACY_DIALOGS.export]: ChildExportDialog, [PRIVACY_DIALOGS.erase]: ChildEraseDialog };
  for (const [path, component] of Object.entries(components)) if (!registry.has(path)) registry.register(path, component);
}
