/**
 * Bilingual text of a bank: `zh` always (the default language and the clinical original), `en`
 * optional and falling back to `zh`. Longer than the definitions' labels: question stems and
 * descriptions are paragraphs.
 */
import { z } from 'zod';

export const questionText = z.strictObject({ zh: z.string().min(1).max(2000), en: z.string().max(2000).optional() });
export type QuestionText = z.infer<typeof questionText>;

export { textIn } from './text-in';
