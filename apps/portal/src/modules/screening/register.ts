/** Registers the early-screening dialogs with the dialog layer (once; the seeded early_screening actions name them). */
import { SCREENING_DIALOGS } from '@portal/shared';
import { dialogComponents, type DialogComponentRegistry } from '@portal/ui';
import { EarlyQrDialog } from './components/EarlyQrDialog';

export function registerScreeningDialogs(registry: DialogComponentRegistry = dialogComponents): void {
  if (!registry.has(SCREENING_DIALOGS.qrcode)) registry.register(SCREENING_DIALOGS.qrcode, EarlyQrDialog);
}
