/**
 * Answer-widget state rules: each user action maps the previous record
 * to the next, through `finalizeAnswer`, so the browser stores exactly what the server would
 * recompute. Unknown choice values throw: the widget only offers the bank's own choices, so one
 * means a programming error, and a loud one beats a silently dropped tick.
 */
import type { AnswerScalar, AnswerValue, CompositeMark } from './answers';
import { compositeMarkOf } from './counting';
import { finalizeAnswer } from './finalize';
import { additionalItems, findChoice, includesValue, isCompositeQuestion, isSelectChoice, sameValue, type QuestionShape } from './model';
import type { Choice, CompositePart } from './schema';

type Previous = AnswerValue | null | undefined;

function requireChoice(choices: readonly Choice[], value: unknown): Choice {
  const choice = findChoice(choices, value);
  if (!choice) throw new RangeError(`not a choice of this question: ${String(value)}`);
  return choice;
}

/** The multi-select a question shows now: its checkbox items, or the chosen choice's additional select. */
function multiSelect(question: QuestionShape, previous: Previous): { items: Choice[]; field: 'checkboxValues' | 'otherValues' } {
  if (question.type === 'checkbox') return { items: question.choices, field: 'checkboxValues' };
  if (question.type === 'ConditionsChoose') return { items: additionalItems(question, previous?.radioValue ?? previous?.value), field: 'otherValues' };
  throw new RangeError('a radio question has no multi-select');
}

/** Single choice: the record is just the chosen value. */
export function chooseRadio(question: QuestionShape, value: AnswerScalar): AnswerValue {
  const choice = requireChoice(question.choices, value);
  return finalizeAnswer(question, { value: choice.value }) as AnswerValue;
}

/** ConditionsChoose: picking another top choice clears the sub-options of the previous one. */
export function chooseCondition(question: QuestionShape, previous: Previous, value: AnswerScalar): AnswerValue {
  const choice = requireChoice(question.choices, value);
  const same = sameValue(previous?.radioValue ?? previous?.value, choice.value);
  const next: AnswerValue = same ? { ...previous, radioValue: choice.value } : { radioValue: choice.value };
  return finalizeAnswer(question, next) as AnswerValue;
}

/** Ticks or unticks a checkbox or select item; unticking a select item drops its dropdown value. */
export function tickItem(question: QuestionShape, previous: Previous, itemValue: AnswerScalar, checked: boolean): AnswerValue | null {
  const { items, field } = multiSelect(question, previous);
  const item = requireChoice(items, itemValue);
  if (item.type === 'composite_checkbox') throw new RangeError('a composite row is marked with markComposite');
  const ticks = (previous?.[field] ?? []).filter((v) => !sameValue(v, item.value));
  const next: AnswerValue = { ...previous, [field]: checked ? [...ticks, item.value] : ticks };
  if (!checked && next.checkboxOtherValue) {
    const { [String(item.value)]: _dropped, ...rest } = next.checkboxOtherValue;
    next.checkboxOtherValue = rest;
  }
  return finalizeAnswer(question, next);
}

/**
 * Chooses a select item's dropdown value (the 'more' count); choosing one ticks the item, since
 * a count for an unticked 'more' means nothing. `null` clears the count and keeps the tick.
 */
export function chooseDropdown(question: QuestionShape, previous: Previous, itemValue: AnswerScalar, dropdownValue: AnswerScalar | null): AnswerValue | null {
  const { items, field } = multiSelect(question, previous);
  const item = requireChoice(items, itemValue);
  if (!isSelectChoice(item)) throw new RangeError(`not a select choice: ${String(itemValue)}`);
  const { [String(item.value)]: _old, ...others } = previous?.checkboxOtherValue ?? {};
  const counts = dropdownValue === null ? others : { ...others, [String(item.value)]: requireChoice(item.choices ?? [], dropdownValue).value };
  const ticks = previous?.[field] ?? [];
  const next: AnswerValue = { ...previous, [field]: includesValue(ticks, item.value) ? ticks : [...ticks, item.value], checkboxOtherValue: counts };
  return finalizeAnswer(question, next);
}

/**
 * Marks one part of a composite row. Ticking expressive also ticks receptive (saying a word
 * implies understanding it); by the same rule, clearing receptive clears expressive.
 */
export function markComposite(question: QuestionShape, previous: Previous, itemValue: AnswerScalar, part: CompositePart, checked: boolean): AnswerValue | null {
  const item = requireChoice(question.choices, itemValue);
  if (item.type !== 'composite_checkbox') throw new RangeError(`not a composite row: ${String(itemValue)}`);
  const mark: CompositeMark = compositeMarkOf(previous, item) ?? { receptive: false, expressive: false };
  let next: CompositeMark;
  if (part === 'expressive') next = checked ? { receptive: true, expressive: true } : { ...mark, expressive: false };
  else next = checked ? { ...mark, receptive: true } : { receptive: false, expressive: false };
  const marks = { ...previous?.checkboxCompositeValues, [String(item.value)]: next };
  return finalizeAnswer(question, { ...previous, checkboxCompositeValues: marks });
}

/**
 * Select-all sets or clears every non-select item: both parts of every composite row, or every
 * plain tick box. Select items keep their state: ticking 'more' asks for a count, which
 * select-all cannot choose.
 */
export function selectAll(question: QuestionShape, previous: Previous, checked: boolean): AnswerValue | null {
  if (isCompositeQuestion(question)) {
    const marks: Record<string, CompositeMark> = {};
    if (checked) for (const item of question.choices) if (!isSelectChoice(item)) marks[String(item.value)] = { receptive: true, expressive: true };
    return finalizeAnswer(question, { ...previous, checkboxCompositeValues: marks });
  }
  const { items, field } = multiSelect(question, previous);
  const selects = items.filter((item) => isSelectChoice(item) && includesValue(previous?.[field], item.value)).map((item) => item.value);
  const plain = checked ? items.filter((item) => !isSelectChoice(item)).map((item) => item.value) : [];
  return finalizeAnswer(question, { ...previous, [field]: [...plain, ...selects] });
}
