/**
 * A bank's bilingual text in one language: `en` falls back to `zh`. Apart from the text's schema
 * (text.ts) so that a page reading questions does not load zod for it.
 */
import type { Locale } from '../errors';
import type { QuestionText } from './text';

export function textIn(text: QuestionText | undefined, locale: Locale): string {
  if (!text) return '';
  return locale === 'en' ? text.en || text.zh : text.zh;
}
