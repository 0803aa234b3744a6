/** Which widget a question is, and a form value as an answer record: free of zod, for the parent's page. */
import { isCompositeQuestion, type AnswerValue, type Question } from '@portal/shared';

/** Which widget a question is (README "Widgets and choices"). */
export type QuestionKind = 'radio' | 'conditions' | 'checkbox' | 'composite';

export function questionKind(question: Question): QuestionKind {
  if (question.type === 'ConditionsChoose') return 'conditions';
  if (question.type === 'checkbox') return isCompositeQuestion(question) ? 'composite' : 'checkbox';
  return 'radio';
}

/** A form value as an answer record: a plain object is one, anything else is no answer. */
export function asAnswerValue(value: unknown): AnswerValue | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as AnswerValue) : null;
}
