/**
 * Per-question answer distributions (`statistics/dream/its|s|swam/question`): for each question of
 * the tool's current bank, how many completed tests of the caller's institution (and its
 * sub-institutions) answered it and how many chose, or ticked, each choice. Questions and choices
 * carry their labels as the test screen shows them, in the caller's language; the keys stay only
 * as identifiers. The parent's answers count where the clinician left a question, as in scoring.
 */
import { CLOSED_TEST_STATUSES, expressiveKey, isCompositeQuestion, isCountingQuestion, keysInPageOrder, textIn, type Locale, type Question, type QuestionDistribution, type QuestionStatisticsResult } from '@portal/shared';
import type { AppContext } from '../../context';
import { requireMenu, scopeOf, type SessionUser } from '../auth';
import { storedBank } from '../content';
import { STATISTICS_MENU } from './seed-menus';

/**
 * Counted in PostgreSQL, so only (key, value, count) rows leave it. `value`: a radio's or a
 * ConditionsChoose's chosen value, or each value of a list; `ticked`: each ticked item of a
 * checkbox and each marked composite row (a counting question's `value` is a count, not a choice);
 * `answered`: one per answered key.
 */
const DISTRIBUTION_SQL = `
  with answered as (
    select a.key, a.rec
      from tests t, jsonb_each(t.answer_parents || t.answer) a(key, rec)
     where t.institution_id = any($1::uuid[]) and t.tools_type = $2 and t.status = any($3) and jsonb_typeof(a.rec) = 'object')
  select key, 'answered' as source, '' as value, count(*)::int as n from answered group by key
  union all
  select key, 'value', v, count(*)::int from answered,
         lateral (select jsonb_array_elements_text(case jsonb_typeof(rec->'value') when 'array' then rec->'value' else '[]'::jsonb end)
                  union all select rec->>'value' where jsonb_typeof(rec->'value') in ('string', 'number')) s(v)
   group by key, v
  union all
  select key, 'ticked', v, count(*)::int from answered,
         lateral (select jsonb_array_elements_text(case jsonb_typeof(rec->'checkboxValues') when 'array' then rec->'checkboxValues' else '[]'::jsonb end)
                  union all select jsonb_object_keys(case jsonb_typeof(rec->'checkboxCompositeValues') when 'object' then rec->'checkboxCompositeValues' else '{}'::jsonb end)) s(v)
   group by key, v`;

const TESTS_SQL = 'select count(*)::int as n from tests where institution_id = any($1::uuid[]) and tools_type = $2 and status = any($3)';

const EXPRESSIVE = { zh: '（表达）', en: ' (expressive)' } as const;

type Counts = Map<string, { answered: number; value: Map<string, number>; ticked: Map<string, number> }>;

function distribution(key: string, answerKey: string, number: number, question: Question, counts: Counts, locale: Locale, suffix = ''): QuestionDistribution {
  const found = counts.get(answerKey);
  const byTicked = isCountingQuestion(question) || isCompositeQuestion(question) || question.type === 'checkbox';
  const tally = byTicked ? found?.ticked : found?.value;
  return {
    key: answerKey,
    index_count: number,
    question: `${textIn(question.question, locale)}${suffix}`,
    answered: found?.answered ?? 0,
    choices: question.choices.map((choice) => ({
      value: String(choice.value),
      label: textIn(choice.content, locale),
      count: tally?.get(String(choice.value)) ?? 0,
    })),
  };
}

export async function questionStatistics(ctx: AppContext, session: SessionUser, toolsType: string, locale: Locale): Promise<QuestionStatisticsResult> {
  const institutionId = await requireMenu(ctx, session, STATISTICS_MENU);
  const scope = await scopeOf(ctx, institutionId);
  const bank = await storedBank(ctx.db.orm, toolsType);
  const values = [scope, toolsType, CLOSED_TEST_STATUSES];
  const [rows, tests] = await Promise.all([
    ctx.db.pool.query<{ key: string; source: 'answered' | 'value' | 'ticked'; value: string; n: number }>({ name: 'statistics-question-distribution', text: DISTRIBUTION_SQL, values }),
    ctx.db.pool.query<{ n: number }>({ name: 'statistics-question-tests', text: TESTS_SQL, values }),
  ]);
  const counts: Counts = new Map();
  for (const row of rows.rows) {
    const entry = counts.get(row.key) ?? { answered: 0, value: new Map(), ticked: new Map() };
    counts.set(row.key, entry);
    if (row.source === 'answered') entry.answered = row.n;
    else entry[row.source].set(row.value, row.n);
  }
  // A tool without a bank (a speech tool) has no questions to show.
  const library = bank?.library;
  const list = library
    ? keysInPageOrder(library).flatMap((key, i) => {
        const question = library.question[key]!;
        const main = distribution(key, key, i + 1, question, counts, locale);
        return question.include_expressive ? [main, distribution(key, expressiveKey(key), i + 1, question, counts, locale, EXPRESSIVE[locale])] : [main];
      })
    : [];
  return { tools_type: toolsType, tests: tests.rows[0]?.n ?? 0, list };
}
