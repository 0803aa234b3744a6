/**
 * One stored answer as a line of text, for reading rather than answering: the answers on the
 * portal's test page, the parent's answer beside a question on the tool's test screen, the review
 * of flagged items. Display only; what an answer means (counts, validity) stays with the rules it
 * calls. Shapes per README "Answers".
 *
 * - radio: the chosen choice's label (a value the question does not offer shows as itself);
 * - ConditionsChoose: the label, then the ticked sub-options: `Yes: Dog, More (2)`;
 * - checkbox: the ticked items: `Eyes, Nose`; a counting question leads with its count:
 *   `Count 3: Eyes, More (2)`;
 * - composite: one part per tally, each with the rows (and 'more' item) it counts:
 *   `Receptive 2: Milk, Car; Expressive 1: Milk`;
 * - a select item shows its dropdown choice's label in brackets: `More (2)`, `更多（2 个）`.
 * No answer, or nothing chosen, is null: the caller shows its own 'not answered'.
 */
import { formatMessage, type Locale } from '../errors';
import type { LocalizedText } from '../rules/messages';
import type { AnswerScalar, AnswerValue } from './answers';
import { compositeMarkOf, compositeTallies, countingValue, dropdownValueOf, isTicked } from './counting';
import { findChoice, isCompositeQuestion, isCountingQuestion, isSelectChoice, type QuestionShape } from './model';
import { textIn, type Choice } from './schema';

/** The words an answer's text adds to the bank's labels. */
export const answerTextWords = {
  receptive: { zh: '理解 {count}', en: 'Receptive {count}' },
  expressive: { zh: '表达 {count}', en: 'Expressive {count}' },
  count: { zh: '计数 {count}', en: 'Count {count}' },
} as const satisfies Record<string, LocalizedText>;

const PUNCTUATION = {
  zh: { list: '、', parts: '；', colon: '：', open: '（', close: '）' },
  en: { list: ', ', parts: '; ', colon: ': ', open: ' (', close: ')' },
} as const;

/** Its choice's label, or the value itself when the choices do not have it. */
function labelOf(choices: readonly Choice[] | undefined, value: AnswerScalar, locale: Locale): string {
  const choice = findChoice(choices, value);
  return choice ? textIn(choice.content, locale) : String(value);
}

/** A ticked item; a select item with its dropdown choice in brackets. */
function itemText(choices: readonly Choice[] | undefined, value: AnswerScalar, answer: AnswerValue, locale: Locale): string {
  const text = labelOf(choices, value, locale);
  const item = findChoice(choices, value);
  const dropdown = item ? dropdownValueOf(answer, item) : undefined;
  if (dropdown === undefined) return text;
  const p = PUNCTUATION[locale];
  return `${text}${p.open}${labelOf(item?.choices, dropdown, locale)}${p.close}`;
}

function composite(question: QuestionShape, answer: AnswerValue, locale: Locale): string | null {
  const p = PUNCTUATION[locale];
  const tallies = compositeTallies(question, answer);
  const part = (side: 'receptive' | 'expressive') => {
    const items = question.choices.flatMap((choice) => {
      if (isSelectChoice(choice)) return choice.part === side && isTicked(answer, choice) ? [itemText(question.choices, choice.value, answer, locale)] : [];
      const mark = compositeMarkOf(answer, choice);
      // The tallies' rule: saying a word counts as understanding it.
      const marked = side === 'receptive' ? mark?.receptive || mark?.expressive : mark?.expressive;
      return marked ? [textIn(choice.content, locale)] : [];
    });
    const head = formatMessage(answerTextWords[side][locale], { count: tallies[side] });
    return { items, text: items.length > 0 ? `${head}${p.colon}${items.join(p.list)}` : head };
  };
  const receptive = part('receptive');
  const expressive = part('expressive');
  if (receptive.items.length === 0 && expressive.items.length === 0) return null;
  return `${receptive.text}${p.parts}${expressive.text}`;
}

/** The answer in words in `locale`; null when there is none. */
export function answerText(question: QuestionShape, answer: AnswerValue | null | undefined, locale: Locale): string | null {
  if (!answer) return null;
  const p = PUNCTUATION[locale];
  if (question.type === 'checkbox') {
    if (isCompositeQuestion(question)) return composite(question, answer, locale);
    const items = (answer.checkboxValues ?? []).map((value) => itemText(question.choices, value, answer, locale));
    if (items.length === 0) return null;
    const list = items.join(p.list);
    return isCountingQuestion(question) ? `${formatMessage(answerTextWords.count[locale], { count: countingValue(question, answer) })}${p.colon}${list}` : list;
  }
  const chosen = answer.radioValue ?? (Array.isArray(answer.value) ? undefined : answer.value);
  if (chosen === undefined || chosen === null || chosen === '') return null;
  const label = labelOf(question.choices, chosen, locale);
  const sub = (answer.otherValues ?? []).map((value) => itemText(findChoice(question.choices, chosen)?.choices, value, answer, locale));
  return sub.length > 0 ? `${label}${p.colon}${sub.join(p.list)}` : label;
}
