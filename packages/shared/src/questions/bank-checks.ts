/**
 * The bank rules that tie fields together, run as refinements of `schema.ts`'s shapes. Each
 * problem is reported at the exact path of the offending field, so an editor can point at it and
 * a bank author can fix a file by reading the message alone.
 */
import type { z } from 'zod';
import { EXPRESSIVE_SUFFIX, numericValue, sameValue, type LibraryShape, type QuestionShape } from './model';
import type { Choice } from './schema';
import { SCORING_REASONS, checkScoring } from './scoring-checks';
import { reportIssue } from '../definitions/common';

/** Reasons attached to refused fields; short and stable (tests and tooling match on them). */
export const BANK_REASONS = {
  duplicate: 'duplicate',
  idRequired: 'questionId or item_id is required',
  notAllowed: 'not allowed here',
  dropdownRequired: 'a select choice needs its dropdown options in choices',
  notAnOption: 'not one of the dropdown options',
  notCountable: 'must be a number or listed in specialValues',
  partRequired: 'required on a select choice of a composite question',
  mixedItems: 'checkbox and composite_checkbox choices cannot be mixed',
  mixedValueType: 'valueType must be the same on every choice',
  bothSources: 'cannot be combined with triggered_away_by',
  sourceRequired: 'needs triggered_away_by or triggered_aways_by',
  minAboveMax: 'less than triggered_min_count_value',
  unknownQuestion: 'unknown question',
  noExpressivePart: 'that question has no expressive part',
  notEarlier: 'must come earlier in question_page_sort',
  notOnPage: 'not on any page',
  totalMismatch: 'must equal the number of questions',
  noticeRequired: 'demonstration banks need a notice in zh and en',
  keyInOtherLibrary: 'the key is already used in another library of the bank',
  ...SCORING_REASONS,
} as const;

type Ctx = z.RefinementCtx;
type Path = PropertyKey[];

/** Fields that must be absent in a context (a radio choice has no dropdown, and so on). */
function forbid(ctx: Ctx, choice: Choice, fields: readonly (keyof Choice)[], path: Path): void {
  for (const field of fields) if (choice[field] !== undefined) reportIssue(ctx, [...path, field], BANK_REASONS.notAllowed, choice[field]);
}

function duplicates(ctx: Ctx, choices: readonly Choice[], path: Path): void {
  choices.forEach((choice, i) => {
    if (choices.slice(0, i).some((earlier) => sameValue(earlier.value, choice.value))) {
      reportIssue(ctx, [...path, i, 'value'], BANK_REASONS.duplicate, choice.value);
    }
  });
}

const CHOICE_EXTRAS = ['type', 'valueType', 'specialValues', 'part', 'choices'] as const;

type ItemContext = 'plain' | 'composite' | 'additional';

/** The items of a checkbox question, or of a ConditionsChoose choice's additional select. */
function checkItems(ctx: Ctx, items: readonly Choice[], path: Path, context: ItemContext, counting: boolean): void {
  duplicates(ctx, items, path);
  items.forEach((item, i) => {
    const at = [...path, i];
    const type = item.type ?? 'checkbox';
    if (type === 'composite_checkbox' && context !== 'composite') reportIssue(ctx, [...at, 'type'], BANK_REASONS.notAllowed, type);
    if (type === 'checkbox' && context === 'composite') reportIssue(ctx, [...at, 'type'], BANK_REASONS.mixedItems, type);
    if (context !== 'plain') forbid(ctx, item, ['valueType'], at);
    if (type !== 'select') {
      forbid(ctx, item, ['choices', 'specialValues', 'part'], at);
      return;
    }
    if (context === 'composite' && item.part === undefined) reportIssue(ctx, [...at, 'part'], BANK_REASONS.partRequired);
    if (context !== 'composite') forbid(ctx, item, ['part'], at);
    const options = item.choices;
    if (!options) {
      reportIssue(ctx, [...at, 'choices'], BANK_REASONS.dropdownRequired);
      return;
    }
    duplicates(ctx, options, [...at, 'choices']);
    options.forEach((option, j) => forbid(ctx, option, CHOICE_EXTRAS, [...at, 'choices', j]));
    const isOption = (v: unknown) => options.some((o) => sameValue(o.value, v));
    item.specialValues?.forEach((special, j) => {
      if (!isOption(special)) reportIssue(ctx, [...at, 'specialValues', j], BANK_REASONS.notAnOption, special);
    });
    // A counted dropdown adds its number; anything else must be declared special (it adds 0).
    if (context === 'composite' || counting) {
      options.forEach((option, j) => {
        const special = item.specialValues?.some((s) => sameValue(s, option.value));
        if (!special && numericValue(option.value) === null) reportIssue(ctx, [...at, 'choices', j, 'value'], BANK_REASONS.notCountable, option.value);
      });
    }
  });
}

function checkTriggerFields(ctx: Ctx, question: QuestionShape): void {
  const single = question.triggered_away_by !== undefined;
  const several = question.triggered_aways_by !== undefined;
  if (single && several) reportIssue(ctx, ['triggered_aways_by'], BANK_REASONS.bothSources);
  if (!single && !several) {
    for (const field of ['triggered_values', 'not_triggered_values', 'triggered_min_count_value', 'triggered_max_count_value'] as const) {
      if (question[field] !== undefined) reportIssue(ctx, [field], BANK_REASONS.sourceRequired);
    }
  }
  const { triggered_min_count_value: min, triggered_max_count_value: max } = question;
  if (min !== undefined && max !== undefined && max < min) reportIssue(ctx, ['triggered_max_count_value'], BANK_REASONS.minAboveMax, max);
  question.triggered_aways_by?.forEach((key, i, keys) => {
    if (keys.indexOf(key) !== i) reportIssue(ctx, ['triggered_aways_by', i], BANK_REASONS.duplicate, key);
  });
}

export function checkQuestion(question: QuestionShape & { questionId?: unknown; item_id?: unknown }, ctx: Ctx): void {
  if (question.questionId === undefined && question.item_id === undefined) reportIssue(ctx, ['questionId'], BANK_REASONS.idRequired);
  const { choices } = question;
  if (question.type === 'checkbox') {
    if (question.include_expressive) reportIssue(ctx, ['include_expressive'], BANK_REASONS.notAllowed);
    const composite = choices.some((c) => c.type === 'composite_checkbox');
    const counted = choices.filter((c) => c.valueType === 'counting').length;
    if (counted > 0 && counted < choices.length) {
      const first = choices.findIndex((c) => c.valueType !== 'counting');
      reportIssue(ctx, ['choices', first, 'valueType'], BANK_REASONS.mixedValueType);
    }
    checkItems(ctx, choices, ['choices'], composite ? 'composite' : 'plain', counted > 0);
  } else {
    duplicates(ctx, choices, ['choices']);
    choices.forEach((choice, i) => {
      const at = ['choices', i];
      // Only a ConditionsChoose choice may open sub-options (its additional select).
      forbid(ctx, choice, question.type === 'radio' ? CHOICE_EXTRAS : ['type', 'valueType', 'specialValues', 'part'], at);
      if (question.type === 'ConditionsChoose' && choice.choices) checkItems(ctx, choice.choices, [...at, 'choices'], 'additional', false);
    });
  }
  checkTriggerFields(ctx, question);
  checkScoring(question, ctx);
}

/** Invented items must say so wherever they are shown, like the demonstration norms. */
type BankLibraries = { library?: LibraryShape | undefined; library_additional?: LibraryShape | undefined; library_parents?: LibraryShape | undefined };

export function checkBank(bank: { demonstration?: boolean | undefined; notice?: unknown } & BankLibraries, ctx: Ctx): void {
  if (bank.demonstration && bank.notice === undefined) reportIssue(ctx, ['notice'], BANK_REASONS.noticeRequired);
  // A key says which library, and so which stage of a test, an answer belongs to (testing/api.ts).
  const owner = new Map<string, string>();
  for (const name of ['library', 'library_additional', 'library_parents'] as const) {
    for (const key of Object.keys(bank[name]?.question ?? {})) {
      const first = owner.get(key);
      if (first === undefined) owner.set(key, name);
      else reportIssue(ctx, [name, 'question', key], `${BANK_REASONS.keyInOtherLibrary} (${first})`, key);
    }
  }
}

/**
 * Pages and questions agree one to one, and every trigger names a question placed earlier: the
 * questionnaire is answered in page order, so a later source could never have an answer yet
 * (and an earlier-only rule rules out cycles).
 */
export function checkLibrary(library: LibraryShape & { question_total: number }, ctx: Ctx): void {
  const position = new Map<string, number>();
  library.question_page_sort.forEach((page, i) =>
    page.forEach((key, j) => {
      if (!Object.hasOwn(library.question, key)) reportIssue(ctx, ['question_page_sort', i, j], BANK_REASONS.unknownQuestion, key);
      else if (position.has(key)) reportIssue(ctx, ['question_page_sort', i, j], BANK_REASONS.duplicate, key);
      else position.set(key, position.size);
    }),
  );
  const keys = Object.keys(library.question);
  for (const key of keys) if (!position.has(key)) reportIssue(ctx, ['question', key], BANK_REASONS.notOnPage);
  if (library.question_total !== keys.length) reportIssue(ctx, ['question_total'], `${BANK_REASONS.totalMismatch} (${keys.length})`, library.question_total);

  // A question on no page is already reported; its triggers would only repeat that.
  for (const key of keys.filter((k) => position.has(k))) {
    const question = library.question[key] as QuestionShape;
    const sources: [string, Path][] = question.triggered_away_by !== undefined
      ? [[question.triggered_away_by, ['question', key, 'triggered_away_by']]]
      : (question.triggered_aways_by ?? []).map((source, i) => [source, ['question', key, 'triggered_aways_by', i]]);
    for (const [source, path] of sources) {
      const expressive = source.endsWith(EXPRESSIVE_SUFFIX);
      const base = expressive ? source.slice(0, -EXPRESSIVE_SUFFIX.length) : source;
      const target = Object.hasOwn(library.question, base) ? library.question[base] : undefined;
      if (!target) reportIssue(ctx, path, BANK_REASONS.unknownQuestion, source);
      else if (expressive && !target.include_expressive) reportIssue(ctx, path, BANK_REASONS.noExpressivePart, source);
      else if (!((position.get(base) ?? Infinity) < (position.get(key) as number))) reportIssue(ctx, path, BANK_REASONS.notEarlier, source);
    }
  }
}
