/**
 * One canonical record per selection. The widgets build every new answer through `finalizeAnswer`,
 * and the server runs it on what it receives after validation: the derived fields (`value`,
 * tallies, `include_expressive`) are always recomputed from the raw selection, never trusted. An
 * empty multi-choice selection gives null, so "nothing chosen" has one representation.
 */
import type { AnswerScalar, AnswerValue, CompositeMark } from './answers';
import { compositeMarkOf, compositeTallies, countingValue, dropdownValueOf } from './counting';
import { additionalItems, includesValue, isCompositeQuestion, isCountingQuestion, isSelectChoice, type QuestionShape } from './model';
import type { Choice } from './schema';

function isScalar(value: unknown): value is AnswerScalar {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
}

/** The question's own values for the ticked items, in the bank's order, each once. */
function tickedItems(items: readonly Choice[], ticks: readonly unknown[] | undefined): Choice[] {
  return items.filter((item) => includesValue(ticks, item.value));
}

/** Dropdown values of the ticked select items that have one. */
function dropdowns(answer: AnswerValue | null | undefined, ticked: readonly Choice[]): Record<string, AnswerScalar> | undefined {
  const entries: [string, AnswerScalar][] = [];
  for (const item of ticked) {
    const chosen = isSelectChoice(item) ? dropdownValueOf(answer, item) : undefined;
    if (chosen !== undefined) entries.push([String(item.value), chosen]);
  }
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function withExpressiveFlag(question: QuestionShape, record: AnswerValue): AnswerValue {
  return question.include_expressive && question.type !== 'checkbox' ? { ...record, include_expressive: true } : record;
}

function finalizeComposite(question: QuestionShape, answer: AnswerValue | null | undefined): AnswerValue | null {
  const marks: Record<string, CompositeMark> = {};
  for (const item of question.choices) {
    const mark = isSelectChoice(item) ? undefined : compositeMarkOf(answer, item);
    // Saying a word implies understanding it: expressive always carries receptive.
    if (mark?.receptive || mark?.expressive) marks[String(item.value)] = { receptive: true, expressive: mark.expressive };
  }
  const ticked = tickedItems(question.choices.filter(isSelectChoice), answer?.checkboxValues);
  if (Object.keys(marks).length === 0 && ticked.length === 0) return null;
  const record: AnswerValue = { checkboxCompositeValues: marks };
  if (ticked.length > 0) record.checkboxValues = ticked.map((item) => item.value);
  const counts = dropdowns(answer, ticked);
  if (counts) record.checkboxOtherValue = counts;
  const tallies = compositeTallies(question, record);
  return { value: tallies.receptive, ...record, receptive_value: tallies.receptive, expressive_value: tallies.expressive };
}

function finalizeCheckbox(question: QuestionShape, answer: AnswerValue | null | undefined): AnswerValue | null {
  const ticked = tickedItems(question.choices, answer?.checkboxValues);
  if (ticked.length === 0) return null;
  const record: AnswerValue = { checkboxValues: ticked.map((item) => item.value) };
  const counts = dropdowns(answer, ticked);
  if (counts) record.checkboxOtherValue = counts;
  // A counting question's result is its count; otherwise the ticked values themselves.
  return { value: isCountingQuestion(question) ? countingValue(question, record) : record.checkboxValues, ...record };
}

function finalizeConditions(question: QuestionShape, answer: AnswerValue | null | undefined): AnswerValue | null {
  const top = answer?.radioValue ?? answer?.value;
  if (!isScalar(top)) return null;
  const record: AnswerValue = { value: top, radioValue: top };
  const ticked = tickedItems(additionalItems(question, top), answer?.otherValues);
  if (ticked.length > 0) record.otherValues = ticked.map((item) => item.value);
  const counts = dropdowns(answer, ticked);
  if (counts) record.checkboxOtherValue = counts;
  return withExpressiveFlag(question, record);
}

export function finalizeAnswer(question: QuestionShape, answer: AnswerValue | null | undefined): AnswerValue | null {
  if (question.type === 'radio') return isScalar(answer?.value) ? withExpressiveFlag(question, { value: answer.value }) : null;
  if (question.type === 'ConditionsChoose') return finalizeConditions(question, answer);
  return isCompositeQuestion(question) ? finalizeComposite(question, answer) : finalizeCheckbox(question, answer);
}
