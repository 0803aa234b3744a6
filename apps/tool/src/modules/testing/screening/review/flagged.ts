/**
 * The review of flagged items (the test's flagged_items_list): each flagged part with its
 * question, the answer the report was made from (the parent's overlaid by the clinician's, as
 * the server scores) and the part's intervention target.
 */
import { answerText, baseKeyOf, hasExpressivePart, isExpressiveKey, partAnswerKey, textIn, type Answers, type LibraryShape, type Locale, type Question } from '@portal/shared';

export interface FlaggedRow {
  key: string;
  index: string;
  title: string;
  question: string;
  expressive: boolean;
  /** The answer in words; null when there is none. */
  answer: string | null;
  target: string;
}

export function flaggedRows(library: LibraryShape, flagged: readonly string[] | null, clinician: Answers, parents: Answers, locale: Locale): FlaggedRow[] {
  const answers: Answers = { ...parents, ...clinician };
  return (flagged ?? []).flatMap((key) => {
    // A part is named by its question key, plus '_Expressive' for the expressive part, also for
    // a composite question whose record keeps both parts under the question key.
    const base = baseKeyOf(key);
    const shape = Object.hasOwn(library.question, base) ? library.question[base] : undefined;
    const expressive = isExpressiveKey(key);
    if (!shape || (expressive && !hasExpressivePart(shape))) return [];
    const question = shape as unknown as Question;
    return [
      {
        key,
        index: question.index_count === undefined ? '' : String(question.index_count),
        title: textIn(question.question_title, locale),
        question: textIn(question.question, locale),
        expressive,
        answer: answerText(shape, answers[partAnswerKey(base, shape, expressive ? 'expressive' : 'receptive')], locale),
        target: textIn(expressive ? question.target_expressive : question.target, locale),
      },
    ];
  });
}
