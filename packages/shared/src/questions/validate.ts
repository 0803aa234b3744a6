/**
 * Validation of one answer record against its question: the first problem, in the
 * order a person would fix them, or null. The browser shows it under the question; the server
 * checks every synced answer with the same function before storing it.
 */
import type { AnswerScalar, AnswerValue } from './answers';
import { compositeMarkOf, dropdownValueOf } from './counting';
import { resolveAnswerKey } from './expressive';
import { finalizeAnswer } from './finalize';
import { questionError, type QuestionError } from './messages';
import { findChoice, includesValue, isCompositeQuestion, isSelectChoice, type LibraryShape, type QuestionShape } from './model';
import type { Choice } from './schema';

/** v1 is the screening form (Dream-ITS); v2 the staged flow (Dream-IT), whose missing answers read differently. */
export type QuestionFlow = 'v1' | 'v2';
export interface AnswerCheckOptions {
  flow?: QuestionFlow;
}

type Result = QuestionError | null;

function missing(options: AnswerCheckOptions): QuestionError {
  return questionError(options.flow === 'v2' ? 'notAnswered' : 'noRelatedContent');
}

function isScalar(value: unknown): value is AnswerScalar {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
}

/** A ticked select item needs a dropdown value, and it must be one of the item's options. */
function checkDropdown(answer: AnswerValue, item: Choice, whenMissing: QuestionError): Result {
  const chosen = dropdownValueOf(answer, item);
  if (chosen === undefined) return whenMissing;
  return findChoice(item.choices, chosen) ? null : questionError('unknownChoice');
}

/** A multi-select (checkbox items or an additional select): known ticks, at least one, counts chosen. */
function checkMulti(items: readonly Choice[], ticks: readonly unknown[] | undefined, answer: AnswerValue, whenEmpty: QuestionError): Result {
  const list = ticks ?? [];
  if (list.some((tick) => !findChoice(items, tick))) return questionError('unknownChoice');
  if (list.length === 0) return whenEmpty;
  for (const item of items) {
    if (!isSelectChoice(item) || !includesValue(list, item.value)) continue;
    const problem = checkDropdown(answer, item, questionError('moreCountNotSelected'));
    if (problem) return problem;
  }
  return null;
}

function checkComposite(question: QuestionShape, answer: AnswerValue): Result {
  const rows = question.choices.filter((c) => !isSelectChoice(c));
  const selects = question.choices.filter(isSelectChoice);
  const marked = Object.keys(answer.checkboxCompositeValues ?? {});
  const ticks = answer.checkboxValues ?? [];
  if (marked.some((key) => !findChoice(rows, key)) || ticks.some((tick) => !findChoice(selects, tick))) return questionError('unknownChoice');
  const anyMark = rows.some((row) => {
    const mark = compositeMarkOf(answer, row);
    return mark?.receptive || mark?.expressive;
  });
  if (!anyMark && ticks.length === 0) return questionError('compositeEmpty');
  for (const item of selects) {
    if (!includesValue(ticks, item.value)) continue;
    const problem = checkDropdown(answer, item, questionError(item.part === 'expressive' ? 'moreExpressiveCount' : 'moreReceptiveCount'));
    if (problem) return problem;
  }
  return null;
}

export function validateQuestionAnswer(question: QuestionShape, answer: AnswerValue | null | undefined, options: AnswerCheckOptions = {}): Result {
  // An optional question may stay empty; anything given is still checked.
  if (question.required === false && finalizeAnswer(question, answer) === null) return null;
  if (isCompositeQuestion(question)) return checkComposite(question, answer ?? {});
  if (!answer) return missing(options);
  if (question.type === 'checkbox') return checkMulti(question.choices, answer.checkboxValues, answer, missing(options));

  const picked = question.type === 'ConditionsChoose' ? (answer.radioValue ?? answer.value) : answer.value;
  if (!isScalar(picked)) return missing(options);
  const choice = findChoice(question.choices, picked);
  if (!choice) return questionError('unknownChoice');
  if (question.type === 'radio') return null;
  const items = choice.choices ?? [];
  if (items.length === 0) return (answer.otherValues ?? []).length > 0 ? questionError('unknownChoice') : null;
  return checkMulti(items, answer.otherValues, answer, questionError('contentNotSelected'));
}

/**
 * Checks the record stored under an answer key (a question key, or one plus '_Expressive').
 * A key the library does not know, or an expressive key of a question without that part, is
 * 'non-existent question config'.
 */
export function validateAnswer(library: LibraryShape, answerKey: string, answer: AnswerValue | null | undefined, options: AnswerCheckOptions = {}): Result {
  const resolved = resolveAnswerKey(library, answerKey);
  if (!resolved) return questionError('nonExistentConfig');
  return validateQuestionAnswer(resolved.question, answer, options);
}

/** Answered: a non-empty record that passes validation. */
export function isAnswered(question: QuestionShape, answer: AnswerValue | null | undefined): boolean {
  return finalizeAnswer(question, answer) !== null && validateQuestionAnswer(question, answer) === null;
}
