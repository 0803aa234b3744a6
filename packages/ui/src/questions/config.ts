/**
 * A question configuration as a bank or a form item carries it, checked with the shared
 * `questionSchema` once per object: a form re-renders often, and the same object is read by the
 * item's rules and by its widget.
 */
import { questionSchema, type Question } from '@portal/shared';

export type QuestionConfig = { ok: true; question: Question } | { ok: false; problems: string[] };

const parsed = new WeakMap<object, QuestionConfig>();
const NOT_AN_OBJECT: QuestionConfig = { ok: false, problems: ['(question): expected an object'] };

/** The question, or the schema's problems (`path: message`, at most 5) when it is not one. */
export function parseQuestionConfig(raw: unknown): QuestionConfig {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return NOT_AN_OBJECT;
  let result = parsed.get(raw);
  if (!result) {
    const check = questionSchema.safeParse(raw);
    result = check.success
      ? { ok: true, question: check.data }
      : { ok: false, problems: check.error.issues.slice(0, 5).map((issue) => `${issue.path.map(String).join('.') || '(question)'}: ${issue.message}`) };
    parsed.set(raw, result);
  }
  return result;
}
