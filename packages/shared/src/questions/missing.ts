/**
 * Unanswered answer keys named as a person reads them: '第 5 题 表达' / 'Question 5, expressive',
 * grouped by the page they are on ('第 2 页：…'), never the keys themselves (`it05_Expressive`).
 * The number is the one the screen shows (`questionNumbers`); the part is named only for a
 * question answered twice (receptive and expressive).
 */
import { formatMessage as fill, type Locale } from '../errors';
import type { Answers } from './answers';
import { answerKeysOf, baseKeyOf, isExpressiveKey } from './expressive';
import { questionMessages } from './messages';
import { findQuestion, type LibraryShape } from './model';
import { pageOfQuestion, questionNumbers } from './numbering';

export interface MissingQuestion {
  answerKey: string;
  /** The question's key (without '_Expressive'). */
  key: string;
  /** The number the screen shows; null for a question not shown with these answers. */
  number: number | null;
  /** 0-based page of `question_page_sort`. */
  page: number;
  /** Which half of a two-part question; null for a question answered once. */
  part: 'receptive' | 'expressive' | null;
}

/** At most this many are named in a message; the rest are counted. */
export const MISSING_NAMED_MAX = 6;

/** The listed keys the library has, in page order (the first is where the page goes). */
export function missingQuestions(library: LibraryShape, answers: Answers, answerKeys: readonly string[]): MissingQuestion[] {
  const numbers = questionNumbers(library, answers);
  const found = answerKeys.flatMap((answerKey): MissingQuestion[] => {
    const key = baseKeyOf(answerKey);
    const question = findQuestion(library, key);
    const page = pageOfQuestion(library, key);
    if (!question || page === -1) return [];
    const twoParts = answerKeysOf(key, question).length > 1;
    const part = isExpressiveKey(answerKey) ? 'expressive' : twoParts ? 'receptive' : null;
    return [{ answerKey, key, number: numbers.get(key) ?? null, page, part }];
  });
  // Stable: the two halves of one question keep the given order (receptive first).
  return found.sort((a, b) => a.page - b.page || (a.number ?? Infinity) - (b.number ?? Infinity));
}

const SEPARATORS: Record<Locale, { item: string; page: string }> = { zh: { item: '、', page: '；' }, en: { item: '; ', page: '. ' } };

/** One question as read: '第 5 题 表达', 'Question 5, expressive', or 'a question' when it has no number. */
export function missingName(missing: MissingQuestion, locale: Locale): string {
  const m = questionMessages;
  const name = missing.number === null ? m.unnumberedQuestion[locale] : fill(m.questionNumber[locale], { n: missing.number });
  if (!missing.part) return name;
  return fill(m.questionPart[locale], { question: name, part: m[missing.part === 'expressive' ? 'partExpressive' : 'partReceptive'][locale] });
}

/**
 * The message a submission with unanswered parts shows: 'Some questions are not answered yet.
 * Page 2: Question 5, expressive; Question 6, expressive. Page 3: …', the first MISSING_NAMED_MAX
 * named, then how many in all.
 */
export function missingMessage(missing: readonly MissingQuestion[], locale: Locale, options: { byPage?: boolean } = {}): string {
  const m = questionMessages;
  // A screen showing every question at once has no pages to name.
  const byPage = options.byPage ?? true;
  const named = missing.slice(0, MISSING_NAMED_MAX);
  const pages: Array<{ page: number; names: string[] }> = [];
  for (const item of named) {
    const page = byPage ? item.page : 0;
    const group = pages.at(-1)?.page === page ? pages.at(-1)! : pages[pages.push({ page, names: [] }) - 1]!;
    group.names.push(missingName(item, locale));
  }
  const { item, page } = SEPARATORS[locale];
  const groupText = (group: { page: number; names: string[] }) => (byPage ? fill(m.missingOnPage[locale], { page: group.page + 1, names: group.names.join(item) }) : group.names.join(item));
  let list = pages.map(groupText).join(page);
  if (missing.length > named.length) list += fill(m.missingMore[locale], { count: missing.length });
  return list ? fill(m.omittedQuestions[locale], { list }) : m.omittedUnnamed[locale];
}
