/** The portal's audio review texts (`speech.*`): added by its lazy chunk (apps/portal/src/modules/speech/texts.ts). */
import type { LazyTexts } from '../lazy';
import { speechEn } from './speech.en';
import { speechZh } from './speech.zh';

export const speechTexts = { zh: { speech: speechZh }, en: { speech: speechEn } } satisfies LazyTexts;
