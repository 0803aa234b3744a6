/**
 * Expressive answers: a radio or ConditionsChoose question with `include_expressive`
 * is answered twice, once for what the child understands (receptive, under the question key) and
 * once for what the child says (expressive, under the key plus '_Expressive'). Both records have
 * the same shape and both are required. Composite checkbox questions keep both parts in one record
 * (`receptive_value`, `expressive_value`) and never use the suffix.
 */
import { EXPRESSIVE_SUFFIX, findQuestion, type LibraryShape, type QuestionShape } from './model';

export function expressiveKey(key: string): string {
  return key + EXPRESSIVE_SUFFIX;
}

export function isExpressiveKey(answerKey: string): boolean {
  return answerKey.endsWith(EXPRESSIVE_SUFFIX) && answerKey.length > EXPRESSIVE_SUFFIX.length;
}

/** The question key an answer key belongs to: 'q2_Expressive' → 'q2', 'q2' → 'q2'. */
export function baseKeyOf(answerKey: string): string {
  return isExpressiveKey(answerKey) ? answerKey.slice(0, -EXPRESSIVE_SUFFIX.length) : answerKey;
}

/** Where a question's answers are stored: its key, and the expressive key when it has that part. */
export function answerKeysOf(key: string, question: QuestionShape): string[] {
  return question.include_expressive && question.type !== 'checkbox' ? [key, expressiveKey(key)] : [key];
}

export interface ResolvedAnswerKey<Q extends QuestionShape> {
  question: Q;
  /** The question's key (without the suffix). */
  key: string;
  part: 'receptive' | 'expressive';
}

/**
 * The question an answer key is for, or null when the library has no such question, or the key
 * names an expressive part the question does not have ('non-existent question config').
 */
export function resolveAnswerKey<Q extends QuestionShape>(library: LibraryShape<Q>, answerKey: string): ResolvedAnswerKey<Q> | null {
  const key = baseKeyOf(answerKey);
  const question = findQuestion(library, key);
  if (!question) return null;
  const part = key === answerKey ? 'receptive' : 'expressive';
  if (part === 'expressive' && !answerKeysOf(key, question).includes(answerKey)) return null;
  return { question, key, part };
}
