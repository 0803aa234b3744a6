/**
 * Bilingual text of a bank: `zh` always (the default language and the clinical original), `en`
 * optional and falling back to `zh`. Longer than the definitions' labels: question stems and
 * descriptions are paragraphs.
 */
import { z } from 'zod';
import type { Locale } from '../errors';

export const questionText = z.strictObject({ zh: z.string().min(1).max(2000), en: z.string().max(2000).optional() });
export type QuestionText = z.infer<typeof questionText>;

export function textIn(text: QuestionText | undefined, locale: Locale): string {
  if (!text) return '';
  return locale === 'en' ? text.en || text.zh : text.zh;
}
