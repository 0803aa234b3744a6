/**
 * One stored answer as a line of text for the test's page (read-only): the chosen choices'
 * labels in the user's language, a select item's dropdown value, a count, a composite question's
 * two tallies. Shapes per the questions README "Answers".
 */
import { isCompositeQuestion, isCountingQuestion, textIn, type AnswerScalar, type AnswerValue, type Choice, type Locale, type Question } from '@portal/shared';

export interface AnswerTexts {
  count(n: number | string): string;
  tallies(receptive: number, expressive: number): string;
  receptive: string;
  expressive: string;
}

const same = (a: unknown, b: unknown) => String(a) === String(b);

function label(choices: readonly Choice[] | undefined, value: AnswerScalar, locale: Locale): string {
  const choice = choices?.find((c) => same(c.value, value));
  return choice ? textIn(choice.content, locale) : String(value);
}

function ticked(choices: readonly Choice[] | undefined, values: readonly AnswerScalar[] | undefined, dropdowns: Record<string, AnswerScalar> | undefined, locale: Locale): string[] {
  return (values ?? []).map((value) => {
    const text = label(choices, value, locale);
    const more = dropdowns?.[String(value)];
    return more === undefined ? text : `${text} ×${more}`;
  });
}

/** The answer's text; null when there is none. */
export function answerText(question: Question, answer: AnswerValue | null | undefined, locale: Locale, texts: AnswerTexts): string | null {
  if (!answer) return null;
  const sep = locale === 'en' ? '; ' : '；';
  if (question.type === 'checkbox') {
    const parts: string[] = [];
    if (isCompositeQuestion(question)) {
      const rows = Object.entries(answer.checkboxCompositeValues ?? {}).map(([value, mark]) => `${label(question.choices, value, locale)}（${[mark.receptive ? texts.receptive : '', mark.expressive ? texts.expressive : ''].filter(Boolean).join('/')}）`);
      parts.push(texts.tallies(answer.receptive_value ?? 0, answer.expressive_value ?? 0), ...rows);
    } else if (isCountingQuestion(question) && answer.value !== undefined && answer.value !== null && !Array.isArray(answer.value)) {
      parts.push(texts.count(answer.value));
    }
    parts.push(...ticked(question.choices, answer.checkboxValues, answer.checkboxOtherValue, locale));
    return parts.length > 0 ? parts.join(sep) : null;
  }
  const chosen = answer.radioValue ?? (Array.isArray(answer.value) ? undefined : answer.value);
  if (chosen === undefined || chosen === null || chosen === '') return null;
  const choice = question.choices.find((c) => same(c.value, chosen));
  const main = label(question.choices, chosen, locale);
  const extra = ticked(choice?.choices, answer.otherValues, answer.checkboxOtherValue, locale);
  return extra.length > 0 ? `${main}：${extra.join(sep)}` : main;
}
