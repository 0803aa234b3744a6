/** English texts of the unsaved-text prompt: the same keys as drafts.zh.ts (the type checks it). */
import type { draftsZh } from './drafts.zh';

export const draftsEn: { [K in keyof typeof draftsZh]: string } = {
  title: 'Restore unsaved text',
  text: 'Text you typed at {{time}} was not submitted (for example when your session ended); it was kept on this device. Restore it?',
  restore: 'Restore',
  discard: 'Discard',
  keptAfterLogout: 'Text you typed and had not submitted is kept on this device: log in again and return to the same page to restore it.',
};
