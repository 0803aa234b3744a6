/**
 * Texts that load with the page that shows them rather than with the app: a lazily loaded chunk
 * adds its zh and en bundle to the one `translation` namespace when its module runs, before it
 * draws, so the app's first page does not carry every page's words. The keys stay where they
 * were (`speech.*`, `testing.speech.*`) and typed (i18nextTypes.ts); the resources test checks
 * these bundles with the rest.
 */
import type { Locale } from '@portal/shared';
import i18next, { type i18n } from 'i18next';

export type LazyTexts = Record<Locale, Record<string, unknown>>;

/** Deep-merged into what is there; never overwrites a bundled text (the resources test keeps the keys apart). */
export function addLazyTexts(texts: LazyTexts, instance: i18n = i18next): void {
  const add = () => {
    for (const lng of Object.keys(texts) as Locale[]) instance.addResourceBundle(lng, 'translation', texts[lng], true, false);
  };
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}
