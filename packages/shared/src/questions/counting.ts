/**
 * Counting. A counting question's result is the number of ticked non-special choices
 * plus the numeric dropdown values of the ticked special (select) choices. A composite question
 * keeps two tallies, receptive and expressive, and its 'more receptive' / 'more expressive'
 * select choices add their dropdown numbers to the tally of their `part`.
 *
 * Only the question's own choices count, each once, whatever the record claims: the server
 * recomputes results with these functions, so a forged or stale record cannot inflate a score.
 */
import type { AnswerScalar, AnswerValue, CompositeMark } from './answers';
import { includesValue, isSelectChoice, numericValue, type QuestionShape } from './model';
import type { Choice } from './schema';

function own<T>(record: Record<string, T> | undefined, key: unknown): T | undefined {
  const name = String(key);
  return record && Object.hasOwn(record, name) ? record[name] : undefined;
}

/** The dropdown value recorded for a select item (keyed by the item's value as text). */
export function dropdownValueOf(answer: AnswerValue | null | undefined, item: Choice): AnswerScalar | undefined {
  return own(answer?.checkboxOtherValue, item.value);
}

/** The composite row recorded for an item, if any. */
export function compositeMarkOf(answer: AnswerValue | null | undefined, item: Choice): CompositeMark | undefined {
  return own(answer?.checkboxCompositeValues, item.value);
}

/**
 * What a select item's dropdown value adds: its number. A special value (`specialValues`, e.g.
 * 'N.A.' for "not sure how many"), a value that is not one of the item's options, or no value at
 * all adds 0.
 */
export function dropdownNumber(item: Choice, dropdownValue: unknown): number {
  if (dropdownValue === undefined || includesValue(item.specialValues, dropdownValue)) return 0;
  if (!includesValue(item.choices?.map((option) => option.value), dropdownValue)) return 0;
  return numericValue(dropdownValue) ?? 0;
}

export function isTicked(answer: AnswerValue | null | undefined, item: Choice): boolean {
  return includesValue(answer?.checkboxValues, item.value);
}

/** A counting checkbox question's result. */
export function countingValue(question: QuestionShape, answer: AnswerValue | null | undefined): number {
  let total = 0;
  for (const choice of question.choices) {
    if (!isTicked(answer, choice)) continue;
    total += isSelectChoice(choice) ? dropdownNumber(choice, dropdownValueOf(answer, choice)) : 1;
  }
  return total;
}

export interface CompositeTallies {
  receptive: number;
  expressive: number;
}

/**
 * A composite question's two tallies. A row says the child understands the word when either box
 * is ticked: saying a word implies understanding it (the widget ticks receptive with expressive),
 * and counting it that way keeps a record that missed the widget rule from under-counting.
 */
export function compositeTallies(question: QuestionShape, answer: AnswerValue | null | undefined): CompositeTallies {
  const tallies: CompositeTallies = { receptive: 0, expressive: 0 };
  for (const choice of question.choices) {
    if (isSelectChoice(choice)) {
      if (isTicked(answer, choice) && choice.part) tallies[choice.part] += dropdownNumber(choice, dropdownValueOf(answer, choice));
      continue;
    }
    const mark = compositeMarkOf(answer, choice);
    if (mark?.receptive || mark?.expressive) tallies.receptive += 1;
    if (mark?.expressive) tallies.expressive += 1;
  }
  return tallies;
}
