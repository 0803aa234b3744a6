/**
 * Registers the test dialogs with the dialog layer (once; the seeded actions name them). Imported
 * by the configured page, so the lists and the children page can open them.
 */
import { dialogComponents, type DialogComponentRegistry } from '@portal/ui';
import { CreatedTestDialog } from './components/CreatedTestDialog';
import { CreateTestDialog } from './components/CreateTestDialog';
import { TestDetailDrawer } from './components/TestDetailDrawer';
import { TestQrDialog } from './components/TestQrDialog';
import { TEST_DIALOGS } from '@portal/shared';

export function registerTestDialogs(registry: DialogComponentRegistry = dialogComponents): void {
  const components = {
    [TEST_DIALOGS.create]: CreateTestDialog,
    [TEST_DIALOGS.created]: CreatedTestDialog,
    [TEST_DIALOGS.qrcode]: TestQrDialog,
    [TEST_DIALOGS.detail]: TestDetailDrawer,
  };
  for (const [path, component] of Object.entries(components)) if (!registry.has(path)) registry.register(path, component);
}
