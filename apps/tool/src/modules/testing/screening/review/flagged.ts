/**
 * The review of flagged items (the test's flagged_items_list): each flagged part with its
 * question, the answer the report was made from (the parent's overlaid by the clinician's, as
 * the server scores) and the part's intervention target.
 */
import { answerText, baseKeyOf, hasExpressivePart, isExpressiveKey, partAnswerKey, textIn, type Answers, type LibraryShape, type Locale, type Question, type QuestionShape } from '@portal/shared';

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

/** What a row reads of a question: the rules' fields, its number, title and stem (a LibraryView's questions have them). */
export type FlaggedQuestion = QuestionShape & Pick<Question, 'index_count' | 'question_title' | 'question'>;

export function flaggedRows(library: LibraryShape<FlaggedQuestion>, flagged: readonly string[] | null, clinician: Answers, parents: Answers, locale: Locale): FlaggedRow[] {
  const answers: Answers = { ...parents, ...clinician };
  return (flagged ?? []).flatMap((key) => {
    // A part is named by its question key, plus '_Expressive' for the expressive part, also for
    // a composite question whose record keeps both parts under the question key.
    const base = baseKeyOf(key);
    const question = Object.hasOwn(library.question, base) ? library.question[base] : undefined;
    const expressive = isExpressiveKey(key);
    if (!question || (expressive && !hasExpressivePart(question))) return [];
    return [
      {
        key,
        index: question.index_count === undefined ? '' : String(question.index_count),
        title: textIn(question.question_title, locale),
        question: textIn(question.question, locale),
        expressive,
        answer: answerText(question, answers[partAnswerKey(base, question, expressive ? 'expressive' : 'receptive')], locale),
        target: textIn(expressive ? question.target_expressive : question.target, locale),
      },
    ];
  });
}
