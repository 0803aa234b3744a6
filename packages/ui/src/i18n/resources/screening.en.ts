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
};
