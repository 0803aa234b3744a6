/**
 * Valid answers made from a bank, for demonstration seeds and tests: each part of a question is
 * answered the way that passes it (the most points) or fails it (the fewest), and a whole library
 * is answered in page order, following its triggers. The records are what the widgets would
 * write (`finalizeAnswer`), so they pass `validateAnswer`.
 */
import type { AnswerScalar, AnswerValue, Answers, CompositeMark } from './answers';
import { dropdownNumber } from './counting';
import { finalizeAnswer } from './finalize';
import { NOT_APPLICABLE, findQuestion, isCompositeQuestion, isCountingQuestion, isSelectChoice, sameValue, type LibraryShape, type QuestionShape } from './model';
import type { Choice } from './schema';
import { hasExpressivePart, partAnswerKey, type AnswerPart } from './scoring-fields';
import { shownQuestionKeys } from './triggers';

export type PartOutcome = 'pass' | 'fail';
/** What to do with a question's part; 'skip' leaves the question unanswered. */
export type Decide = (key: string, question: QuestionShape, part: AnswerPart) => PartOutcome | 'skip';

const isNA = (choice: Choice) => sameValue(choice.value, NOT_APPLICABLE);
const points = (choice: Choice) => choice.score ?? 0;

/** Pass: the first choice earning the most. Fail: the last non-N.A. choice earning the least. */
function pick(choices: readonly Choice[], outcome: PartOutcome): Choice {
  const candidates = choices.filter((c) => !isNA(c));
  const pool = candidates.length > 0 ? candidates : [...choices];
  const best = outcome === 'pass' ? Math.max(...pool.map(points)) : Math.min(...pool.map(points));
  const matching = pool.filter((c) => points(c) === best);
  return (outcome === 'pass' ? matching[0] : matching[matching.length - 1]) as Choice;
}

/** The dropdown option adding the most, or (fail) one adding nothing, else the least. */
function dropdownChoice(item: Choice, outcome: PartOutcome): AnswerScalar {
  const options = item.choices ?? [];
  const byCount = [...options].sort((a, b) => dropdownNumber(item, a.value) - dropdownNumber(item, b.value));
  const chosen = outcome === 'pass' ? byCount[byCount.length - 1] : byCount[0];
  return (chosen ?? options[0])!.value;
}

function single(question: QuestionShape, outcome: PartOutcome): AnswerValue {
  const choice = pick(question.choices, outcome);
  if (question.type === 'radio') return { value: choice.value };
  const items = choice.choices ?? [];
  const first = items.find((i) => !isSelectChoice(i)) ?? items[0];
  if (!first) return { radioValue: choice.value };
  const record: AnswerValue = { radioValue: choice.value, otherValues: [first.value] };
  if (isSelectChoice(first)) record.checkboxOtherValue = { [String(first.value)]: dropdownChoice(first, 'pass') };
  return record;
}

function counting(question: QuestionShape, outcome: PartOutcome): AnswerValue {
  const selects = question.choices.filter(isSelectChoice);
  if (outcome === 'pass') {
    return {
      checkboxValues: question.choices.map((c) => c.value),
      checkboxOtherValue: Object.fromEntries(selects.map((s) => [String(s.value), dropdownChoice(s, 'pass')])),
    };
  }
  const nothing = selects.find((s) => dropdownNumber(s, dropdownChoice(s, 'fail')) === 0);
  if (nothing) return { checkboxValues: [nothing.value], checkboxOtherValue: { [String(nothing.value)]: dropdownChoice(nothing, 'fail') } };
  return { checkboxValues: [question.choices.find((c) => !isSelectChoice(c))!.value] };
}

function plain(question: QuestionShape, outcome: PartOutcome): AnswerValue {
  const items = question.choices.filter((c) => !isSelectChoice(c));
  if (outcome === 'pass') {
    const earning = items.filter((c) => points(c) > 0 && !isNA(c));
    return { checkboxValues: (earning.length > 0 ? earning : [pick(items, 'pass')]).map((c) => c.value) };
  }
  const na = items.find(isNA);
  return { checkboxValues: [(na ?? pick(items, 'fail')).value] };
}

function composite(question: QuestionShape, outcomes: Record<AnswerPart, PartOutcome>): AnswerValue {
  const rows = question.choices.filter((c) => !isSelectChoice(c));
  const selects = question.choices.filter(isSelectChoice);
  const marks: Record<string, CompositeMark> = {};
  const receptive = outcomes.receptive === 'pass' || outcomes.expressive === 'pass';
  if (receptive) for (const row of rows) marks[String(row.value)] = { receptive: true, expressive: outcomes.expressive === 'pass' };
  const ticked = selects.filter((s) => s.part && outcomes[s.part] === 'pass');
  const counts: Record<string, AnswerScalar> = Object.fromEntries(ticked.map((s) => [String(s.value), dropdownChoice(s, 'pass')]));
  if (rows.length > 0 && Object.keys(marks).length === 0 && ticked.length === 0) {
    // Something must be marked: a 'more' adding nothing if there is one, else one word understood.
    const nothing = selects.find((s) => dropdownNumber(s, dropdownChoice(s, 'fail')) === 0);
    if (nothing) {
      ticked.push(nothing);
      counts[String(nothing.value)] = dropdownChoice(nothing, 'fail');
    } else {
      marks[String(rows[0]!.value)] = { receptive: true, expressive: false };
    }
  }
  return { checkboxCompositeValues: marks, checkboxValues: ticked.map((s) => s.value), checkboxOtherValue: counts };
}

/** The records of one question, by answer key ({} when skipped). */
export function sampleAnswers(key: string, question: QuestionShape, decide: Decide): Record<string, AnswerValue> {
  const parts: AnswerPart[] = hasExpressivePart(question) ? ['receptive', 'expressive'] : ['receptive'];
  const outcomes = parts.map((part) => [part, decide(key, question, part)] as const);
  if (outcomes.some(([, outcome]) => outcome === 'skip')) return {};
  const answers: Record<string, AnswerValue> = {};
  const outcomeOf = (part: AnswerPart): PartOutcome => (outcomes.find(([p]) => p === part)?.[1] ?? 'fail') as PartOutcome;
  if (isCompositeQuestion(question)) {
    const record = finalizeAnswer(question, composite(question, { receptive: outcomeOf('receptive'), expressive: outcomeOf('expressive') }));
    if (record) answers[key] = record;
    return answers;
  }
  for (const part of parts) {
    const outcome = outcomeOf(part);
    const raw = question.type !== 'checkbox' ? single(question, outcome) : isCountingQuestion(question) ? counting(question, outcome) : plain(question, outcome);
    const record = finalizeAnswer(question, raw);
    if (record) answers[partAnswerKey(key, question, part)] = record;
  }
  return answers;
}

/**
 * Answers every question the library shows, in page order: each new answer may show later
 * questions (triggers only look back), so one pass front to back answers them all.
 */
export function answerLibrary(library: LibraryShape, decide: Decide): Answers {
  const answers: Record<string, AnswerValue> = {};
  const done = new Set<string>();
  for (;;) {
    const next = shownQuestionKeys(library, answers).find((key) => !done.has(key));
    if (next === undefined) return answers;
    done.add(next);
    Object.assign(answers, sampleAnswers(next, findQuestion(library, next)!, decide));
  }
}
