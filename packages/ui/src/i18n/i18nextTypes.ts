/**
 * Typed `t()` keys: a misspelt key is a compile error in both apps. Exported as a type (and
 * re-exported from the package index) so the augmentation reaches the apps' declaration view too.
 * The texts that load with their page (lazy.ts) are typed here like the bundled ones.
 */
import 'i18next';
import type { speechZh } from './resources/speech.zh';
import type { speechRecordingZh } from './resources/speechRecording.zh';
import type { zh } from './resources/zh';

type Bundled = typeof zh;

export type I18nMessages = Omit<Bundled, 'testing'> & {
  testing: Bundled['testing'] & { speech: typeof speechRecordingZh };
  speech: typeof speechZh;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: I18nMessages };
  }
}
