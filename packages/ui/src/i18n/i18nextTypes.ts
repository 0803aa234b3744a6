/**
 * Typed `t()` keys: a misspelt key is a compile error in both apps. Exported as a type (and
 * re-exported from the package index) so the augmentation reaches the apps' declaration view too.
 */
import 'i18next';
import type { zh } from './resources/zh';

export type I18nMessages = typeof zh;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: I18nMessages };
  }
}
