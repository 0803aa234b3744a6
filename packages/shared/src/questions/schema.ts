/**
 * The question-bank format: one tool's questions, as the server
 * stores them and as a test copies them into `library`, `library_additional` and
 * `library_parents`. Versioned like the portal's other definitions (`../definitions/common.ts`):
 * a stored bank carries `schema_version`, and an unknown version is refused, never guessed.
 *
 * The shapes here are per-field; the rules that tie fields together (a select choice needs
 * dropdown options, triggers name earlier questions, every question sits on a page…) live in
 * `bank-checks.ts` so both files stay readable. README.md defines every field's meaning.
 */
import { z } from 'zod';
import { TOOL_TYPES } from '../constants';
import { loadVersioned, type LoadProblem, type LoadResult, type VersionEntry } from '../definitions/common';
import { COMPOSITE_KEY } from '../scoring/norms-schema';
import { checkBank, checkLibrary, checkQuestion } from './bank-checks';
import { EXPRESSIVE_SUFFIX } from './model';
import { questionText, type QuestionText } from './text';

// Re-exported: every bank field's text; kept in its own module so that a call contract naming a
// bank text (testing's flagged targets) does not pull the whole bank format into a page's chunk.
export { questionText, type QuestionText } from './text';
export { textIn } from './text-in';

/** A choice's recorded value; `1` and `'1'` are the same value wherever values are compared. */
export const choiceValue = z.union([z.string().min(1).max(200), z.number().finite()]);
export type ChoiceValue = z.infer<typeof choiceValue>;

/** Points of a choice, and a question's pass mark (README, "Scoring"). */
const points = z.number().finite().min(0).max(1000);

export const CHOICE_TYPES = ['checkbox', 'select', 'composite_checkbox'] as const;
export type ChoiceType = (typeof CHOICE_TYPES)[number];
export const COMPOSITE_PARTS = ['receptive', 'expressive'] as const;
export type CompositePart = (typeof COMPOSITE_PARTS)[number];

export interface Choice {
  content: QuestionText;
  value: ChoiceValue;
  type?: ChoiceType | undefined;
  valueType?: 'counting' | undefined;
  specialValues?: ChoiceValue[] | undefined;
  part?: CompositePart | undefined;
  choices?: Choice[] | undefined;
  description?: QuestionText | undefined;
  span?: number | undefined;
  score?: number | undefined;
}

export const choiceSchema: z.ZodType<Choice> = z.strictObject({
  content: questionText,
  value: choiceValue,
  type: z.enum(CHOICE_TYPES).optional(),
  valueType: z.literal('counting').optional(),
  specialValues: z.array(choiceValue).min(1).max(20).optional(),
  /** Which tally a composite question's select choice adds to ('more receptive' / 'more expressive'). */
  part: z.enum(COMPOSITE_PARTS).optional(),
  description: questionText.optional(),
  /** Grid width of the choice, 1–24 columns like the forms' `extra.col`. */
  span: z.number().int().min(1).max(24).optional(),
  /** Points the choice earns toward the question's composites (README, "Scoring"); none: 0. */
  score: points.optional(),
  get choices() {
    return z.array(choiceSchema).min(1).max(200).optional();
  },
});

export const QUESTION_TYPES = ['radio', 'checkbox', 'ConditionsChoose'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * Question keys are the answer keys: stable, URL- and JSON-safe, starting with a letter or digit
 * (so no `__proto__`), and never ending in `_Expressive`, which is where expressive answers go.
 */
export const QUESTION_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
export const questionKey = z
  .string()
  .regex(QUESTION_KEY)
  .refine((key) => !key.endsWith(EXPRESSIVE_SUFFIX), { message: `reserved suffix ${EXPRESSIVE_SUFFIX}` });
/** A key an answer may be stored under: a question key, or one plus `_Expressive`. */
export const answerKey = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,111}$/);

/** The norms' composite keys a question's points count toward (each once). */
const compositeList = z.array(z.string().regex(COMPOSITE_KEY)).min(1).max(20);
/** Age in completed months by which most children pass a question. */
const ageMonths = z.number().int().min(0).max(216);

const identifier = z.union([z.string().min(1).max(100), z.number().int()]);
const count = z.number().int().min(0).max(100_000);

export const questionSchema = z
  .strictObject({
    questionId: identifier.optional(),
    item_id: identifier.optional(),
    /** The number shown before the stem; display only. */
    index_count: z.number().int().min(0).optional(),
    question: questionText,
    question_title: questionText.optional(),
    type: z.enum(QUESTION_TYPES).default('radio'),
    /** Every question is required unless this is false. */
    required: z.boolean().optional(),
    choices: z.array(choiceSchema).min(1).max(300),
    descriptions: z.array(z.strictObject({ description: questionText })).max(20).optional(),
    include_expressive: z.boolean().optional(),
    triggered_away_by: answerKey.optional(),
    triggered_aways_by: z.array(answerKey).min(1).max(100).optional(),
    triggered_values: z.array(choiceValue).min(1).max(100).optional(),
    not_triggered_values: z.array(choiceValue).min(1).max(100).optional(),
    triggered_min_count_value: count.optional(),
    triggered_max_count_value: count.optional(),
    // Scoring (README, "Scoring"); the `_expressive` twins are for the expressive part.
    composites: compositeList.optional(),
    composites_expressive: compositeList.optional(),
    pass_score: points.positive().optional(),
    age_months: ageMonths.optional(),
    age_months_expressive: ageMonths.optional(),
    target: questionText.optional(),
    target_expressive: questionText.optional(),
  })
  .superRefine(checkQuestion);
export type Question = z.output<typeof questionSchema>;
/** A question as written in a bank file, before defaults (`type`) are filled in. */
export type QuestionInput = z.input<typeof questionSchema>;

export const questionLibrary = z
  .strictObject({
    question: z.record(questionKey, questionSchema),
    question_total: z.number().int().min(0),
    /** Pages in order; each page lists question keys in display order. */
    question_page_sort: z.array(z.array(questionKey).min(1).max(200)).min(1).max(2000),
  })
  .superRefine(checkLibrary);
export type QuestionLibrary = z.output<typeof questionLibrary>;

export const questionBankV1 = z
  .strictObject({
    tools_type: z.enum(TOOL_TYPES),
    /** The bank's own edition, e.g. '2.4'; a test records which one it was answered with. */
    bank_version: z.string().min(1).max(50),
    /** True for invented demonstration items; then `notice` (zh and en) says so. */
    demonstration: z.boolean().optional(),
    notice: z.strictObject({ zh: z.string().min(1).max(2000), en: z.string().min(1).max(2000) }).optional(),
    library: questionLibrary,
    library_additional: questionLibrary.optional(),
    library_parents: questionLibrary.optional(),
  })
  .superRefine(checkBank);
export type QuestionBank = z.output<typeof questionBankV1>;

export const QUESTION_BANK_SCHEMA_VERSION = 1;
export const questionBankVersions: Record<number, VersionEntry<QuestionBank>> = {
  1: { schema: questionBankV1, toCurrent: (doc) => doc as QuestionBank },
};

/** Checks `{ schema_version, ...bank }` against the schema of its own version. */
export function loadQuestionBank(stored: unknown): LoadResult<QuestionBank> {
  return loadVersioned(questionBankVersions, stored);
}

/**
 * One line per problem, each naming where it is ('library.question.q3.choices.0.value: duplicate'),
 * for logs, the seed script and the server's 422 answer.
 */
export function describeBankProblem(problem: LoadProblem): string[] {
  if (problem.kind === 'unknownVersion') {
    return [`unknown schema_version ${problem.version} (supported: ${problem.supported.join(', ')})`];
  }
  return problem.issues.map((issue) => `${issue.path.map(String).join('.') || '(bank)'}: ${issue.message}`);
}
