/**
 * One answer as a line of text, for reading rather than answering: the parent's answer beside a
 * question, and the answers on the review of flagged items. Display only; what an answer means
 * (counts, validity) stays with the shared rules.
 */
import { textIn, type AnswerValue, type Choice, type Locale, type QuestionShape } from '@portal/shared';

// Values compare by their text, as in the shared rules (a bank may say 1 where a record says '1').
const same = (a: unknown, b: unknown) => String(a) === String(b);
const findChoice = (choices: readonly Choice[] | undefined, value: unknown) => choices?.find((c) => same(c.value, value));
const own = <T,>(record: Record<string, T> | undefined, key: unknown): T | undefined => (record && Object.hasOwn(record, String(key)) ? record[String(key)] : undefined);
const dropdownValueOf = (answer: AnswerValue, item: Choice) => own(answer.checkboxOtherValue, item.value);
const compositeMarkOf = (answer: AnswerValue, item: Choice) => own(answer.checkboxCompositeValues, item.value);
const isTicked = (answer: AnswerValue, item: Choice) => (answer.checkboxValues ?? []).some((v) => same(v, item.value));

const SEPARATOR = { zh: '、', en: ', ' } as const;

function choiceLabel(choice: Choice, answer: AnswerValue, locale: Locale): string {
  const label = textIn(choice.content, locale);
  const count = dropdownValueOf(answer, choice);
  if (count === undefined) return label;
  const option = findChoice(choice.choices, count);
  return `${label} (${option ? textIn(option.content, locale) : String(count)})`;
}

function ticked(items: readonly Choice[], answer: AnswerValue, values: readonly unknown[] | undefined, locale: Locale): string[] {
  return items.filter((item) => (values ?? []).some((v) => same(v, item.value))).map((item) => choiceLabel(item, answer, locale));
}

/** The answer in words; '' when there is none. */
export function answerText(question: QuestionShape, answer: AnswerValue | null | undefined, locale: Locale): string {
  if (!answer) return '';
  const join = (parts: string[]) => parts.join(SEPARATOR[locale]);
  if (question.type === 'checkbox') {
    const rows = question.choices.filter((c) => c.type === 'composite_checkbox');
    if (rows.length > 0) {
      const receptive = rows.filter((row) => compositeMarkOf(answer, row)?.receptive).map((row) => textIn(row.content, locale));
      const expressive = rows.filter((row) => compositeMarkOf(answer, row)?.expressive).map((row) => textIn(row.content, locale));
      const more = question.choices.filter((c) => c.type === 'select' && isTicked(answer, c)).map((c) => choiceLabel(c, answer, locale));
      const part = (title: string, list: string[], tally: number | undefined) => `${title} ${tally ?? list.length}${list.length ? `: ${join(list)}` : ''}`;
      return [part(locale === 'en' ? 'Understands' : '理解', receptive, answer.receptive_value), part(locale === 'en' ? 'Says' : '表达', expressive, answer.expressive_value), ...more].join('; ');
    }
    return join(ticked(question.choices, answer, answer.checkboxValues, locale));
  }
  const chosen = findChoice(question.choices, answer.radioValue ?? answer.value);
  if (!chosen) return answer.value === undefined || answer.value === null ? '' : String(answer.value);
  const label = textIn(chosen.content, locale);
  const sub = ticked(chosen.choices ?? [], answer, answer.otherValues, locale);
  return sub.length > 0 ? `${label}: ${join(sub)}` : label;
}
