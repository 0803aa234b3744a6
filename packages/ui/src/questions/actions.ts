/**
 * What a person does on a question, as calls to the shared widget rules (`@portal/shared`
 * questions/widgets.ts): every handler hands the rule the current record and passes on the record
 * it returns, already finalised. Nothing here decides what a tick means.
 */
import {
  chooseCondition,
  chooseDropdown,
  chooseRadio,
  markComposite,
  selectAll,
  tickItem,
  type AnswerScalar,
  type AnswerValue,
  type Choice,
  type CompositeMark,
  type CompositePart,
  type Question,
} from '@portal/shared';
import { useMemo } from 'react';

export type AnswerChange = (next: AnswerValue | null) => void;

export interface QuestionActions {
  /** Picks a top choice (radio, or ConditionsChoose: another choice clears the sub-options). */
  choose(value: AnswerScalar): void;
  /** Ticks or unticks a checkbox item or an item of the chosen choice's additional select. */
  tick(itemValue: AnswerScalar, checked: boolean): void;
  /** A select item's count; `null` clears it. Choosing one ticks the item. */
  dropdown(itemValue: AnswerScalar, value: AnswerScalar | null): void;
  /** One part of a composite row (expressive on also sets receptive). */
  mark(itemValue: AnswerScalar, part: CompositePart, checked: boolean): void;
  selectAll(checked: boolean): void;
}

export function questionActions(question: Question, value: AnswerValue | null, onChange: AnswerChange): QuestionActions {
  return {
    choose: (choice) => onChange(question.type === 'ConditionsChoose' ? chooseCondition(question, value, choice) : chooseRadio(question, choice)),
    tick: (item, checked) => onChange(tickItem(question, value, item, checked)),
    dropdown: (item, count) => onChange(chooseDropdown(question, value, item, count)),
    mark: (item, part, checked) => onChange(markComposite(question, value, item, part, checked)),
    selectAll: (checked) => onChange(selectAll(question, value, checked)),
  };
}

export function useQuestionActions(question: Question, value: AnswerValue | null, onChange: AnswerChange): QuestionActions {
  return useMemo(() => questionActions(question, value, onChange), [question, value, onChange]);
}

/** Values compare by their text, as the shared rules compare them (`1` is `'1'`). */
export const sameValue = (a: unknown, b: unknown): boolean => a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);
export const includesValue = (list: readonly unknown[] | undefined, value: unknown): boolean => !!list?.some((item) => sameValue(item, value));

/** The recorded mark of a composite row (rows with nothing marked are not stored). */
export function compositeMark(value: AnswerValue | null, item: Choice): CompositeMark {
  const marks = value?.checkboxCompositeValues;
  const key = String(item.value);
  return marks && Object.hasOwn(marks, key) ? marks[key]! : { receptive: false, expressive: false };
}

/** The dropdown value recorded for a select item, as the option's own value (for the Select). */
export function dropdownChoice(value: AnswerValue | null, item: Choice): AnswerScalar | undefined {
  const counts = value?.checkboxOtherValue;
  const key = String(item.value);
  const recorded = counts && Object.hasOwn(counts, key) ? counts[key] : undefined;
  return item.choices?.find((option) => sameValue(option.value, recorded))?.value;
}

export interface SelectAllState {
  /** False when there is nothing select-all would set (only 'more' items). */
  offered: boolean;
  checked: boolean;
  indeterminate: boolean;
}

/**
 * How the select-all box looks: ticked when everything select-all sets is set (every plain item,
 * or both parts of every composite row), half-ticked when some of it is. Select items do not
 * count: select-all leaves them alone.
 */
export function selectAllState(question: Question, value: AnswerValue | null): SelectAllState {
  const items = question.type === 'checkbox' ? question.choices.filter((item) => item.type !== 'select') : [];
  if (items.length === 0) return { offered: false, checked: false, indeterminate: false };
  const composite = items.some((item) => item.type === 'composite_checkbox');
  const full = items.filter((item) => (composite ? compositeMark(value, item).expressive : includesValue(value?.checkboxValues, item.value))).length;
  const some = composite ? items.some((item) => compositeMark(value, item).receptive) : full > 0;
  return { offered: true, checked: full === items.length, indeterminate: some && full < items.length };
}
