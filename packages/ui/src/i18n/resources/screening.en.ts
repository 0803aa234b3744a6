/** English texts of the early-screening dialogs: the same keys as screening.zh.ts (the type checks it). */
import type { screeningZh } from './screening.zh';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const screeningEn: Texts<typeof screeningZh> = {
  qr: {
    hint: 'Ask the parent to scan this with their phone to take the Dream-ITS screening',
    test: 'Screening test: {{code}}',
    failed: 'The screening QR code could not be made',
    retry: 'Retry',
  },
  rescreen: {
    due: 'Children due a rescreen: {{count}}',
    overdue: 'overdue: {{count}}',
    detail: 'Their last screening sat just above the cut-off; the institution rescreens them every {{months}} months.',
    separator: '; ',
    open: 'Open the early-screening list',
  },
};
