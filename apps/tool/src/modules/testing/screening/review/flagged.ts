/**
 * The review of flagged items (the test's flagged_items_list): each flagged part with its number
 * (as the test screen numbered it), its question, the answer the report was made from (the
 * parent's overlaid by the clinician's, as the server scores) and the part's intervention target
 * (the test's flagged_targets: the library comes without its scoring fields).
 */
import {
  answerText,
  baseKeyOf,
  hasExpressivePart,
  isExpressiveKey,
  partAnswerKey,
  questionNumbers,
  textIn,
  type Answers,
  type LibraryShape,
  type Locale,
  type Question,
  type QuestionShape,
  type QuestionText,
} from '@portal/shared';

export interface FlaggedRow {
  key: string;
  index: string;
  title: string;
  question: string;
  expressive: boolean;
  /** The answer in words; null when there is none. */
  answer: string | null;
  /** Null when the bank gives the part none. */
  target: string | null;
}

/** What a row reads of a question: the rules' fields, its title and stem (a LibraryView's questions have them). */
export type FlaggedQuestion = QuestionShape & Pick<Question, 'question_title' | 'question'>;

export interface FlaggedSource {
  library: LibraryShape<FlaggedQuestion>;
  flagged: readonly string[] | null;
  targets: Readonly<Record<string, QuestionText>> | null;
  clinician: Answers;
  parents: Answers;
}

export function flaggedRows({ library, flagged, targets, clinician, parents }: FlaggedSource, locale: Locale): FlaggedRow[] {
  const answers: Answers = { ...parents, ...clinician };
  const numbers = questionNumbers(library, answers);
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
        index: String(numbers.get(base) ?? ''),
        title: textIn(question.question_title, locale),
        question: textIn(question.question, locale),
        expressive,
        answer: answerText(question, answers[partAnswerKey(base, question, expressive ? 'expressive' : 'receptive')], locale),
        target: targets?.[key] ? textIn(targets[key], locale) : null,
      },
    ];
  });
}
