/**
 * What the tool site and the portal receive about a test (shared `testView`): the libraries
 * without their scoring fields (points, composites, ages and targets are the norms' business,
 * not the person answering), the child, the child's extra information and the tool's
 * simultaneous-test state. Never a raw row.
 */
import { and, eq } from 'drizzle-orm';
import { baseKeyOf, isExpressiveKey, type AnswerValue, type Choice, type LibraryView, type Question, type QuestionLibrary, type QuestionText, type QuestionView, type ReportParams, type TestStatus, type TestView } from '@portal/shared';
import type { AppContext } from '../../context';
import { children, childrenExtra } from '../children/schema';
import { AppError } from '../../http/envelope';
import { storedBank } from '../content';
import type { TestRow } from './schema';
import { flowOfTool } from './access';
import { librariesOf } from './libraries';
import type { StoredScores } from './scoring';
import { mayStart, toolState } from './tool-state';
import type { Executor } from '../../db/pool';

function withoutScore(choice: Choice): Choice {
  const { score: _score, ...rest } = choice;
  return Array.isArray(rest.choices) ? { ...rest, choices: rest.choices.map(withoutScore) } : rest;
}

/** A question without its scoring fields (shared QUESTION_SCORING_FIELDS) and its choices without their points. */
function questionView(q: Question): QuestionView {
  const { composites: _c, composites_expressive: _ce, pass_score: _p, age_months: _a, age_months_expressive: _ae, target: _t, target_expressive: _te, ...rest } = q;
  return { ...rest, choices: q.choices.map(withoutScore) };
}

export function presentLibrary(library: QuestionLibrary): LibraryView {
  const question: Record<string, QuestionView> = {};
  for (const [key, q] of Object.entries(library.question)) question[key] = questionView(q);
  return { question, question_total: library.question_total, question_page_sort: library.question_page_sort };
}

/**
 * The target text of each flagged part (the expressive part's own for a `_Expressive` key), read
 * from the test's own library: what the review of flagged items shows beside each item.
 */
export function flaggedTargets(library: QuestionLibrary, flagged: readonly string[] | null): Record<string, QuestionText> | null {
  if (!flagged) return null;
  const targets: Record<string, QuestionText> = {};
  for (const key of flagged) {
    const base = baseKeyOf(key);
    const question = Object.hasOwn(library.question, base) ? library.question[base] : undefined;
    const target = isExpressiveKey(key) ? question?.target_expressive : question?.target;
    if (target) targets[key] = target;
  }
  return targets;
}

/** The bank edition's 'demonstration content' notice; banks never change under a test's edition key, so it is cached. */
const notices = new Map<string, TestView['notice']>();
export async function noticeOf(tx: Executor, toolsType: string, bankVersion: string): Promise<TestView['notice']> {
  const key = `${toolsType}/${bankVersion}`;
  if (!notices.has(key)) {
    const bank = await storedBank(tx, toolsType, bankVersion);
    notices.set(key, bank?.demonstration && bank.notice ? bank.notice : null);
  }
  return notices.get(key) ?? null;
}

export async function childOf(tx: Executor, institutionId: string, childrenId: string) {
  const [child] = await tx
    .select({ id: children.id, name: children.name, gender: children.gender, birthday: children.birthday, code: children.childrenCode })
    .from(children)
    .where(and(eq(children.institutionId, institutionId), eq(children.id, childrenId)));
  if (!child) throw new AppError('childNotFound');
  return { _id: child.id, name: child.name, gender: child.gender as 'male' | 'female', birth: child.birthday, children_code: child.code };
}

export async function childExtraOf(tx: Executor, institutionId: string, childrenId: string): Promise<Record<string, unknown> | null> {
  const [row] = await tx
    .select({ info: childrenExtra.info })
    .from(childrenExtra)
    .where(and(eq(childrenExtra.institutionId, institutionId), eq(childrenExtra.childrenId, childrenId)));
  return (row?.info as Record<string, unknown> | undefined) ?? null;
}

/** The parts of a test view both the clinician's and the parent's share. */
export async function baseView(ctx: AppContext, test: TestRow) {
  const libraries = librariesOf(test);
  return {
    _id: test.id,
    test_code: test.testCode,
    tools_type: test.toolsType,
    test_type: flowOfTool(test.toolsType),
    status: test.status as TestStatus,
    createdTime: test.createdTime.toISOString(),
    is_end: test.isEnd,
    bank_version: test.bankVersion,
    notice: await noticeOf(ctx.db.orm, test.toolsType, test.bankVersion),
    library: presentLibrary(libraries.main),
    library_additional: libraries.additional ? presentLibrary(libraries.additional) : null,
    library_parents: libraries.parents ? presentLibrary(libraries.parents) : null,
    answer_parents: test.answerParents as Record<string, AnswerValue>,
    is_show_parents_answer: test.isShowParentsAnswer,
    from_children: await childOf(ctx.db.orm, test.institutionId, test.childrenId),
  };
}

/** The report parameters of a scored test (reportParams in shared). */
export function reportParamsOf(test: Pick<TestRow, 'scores'>): ReportParams | null {
  const scores = test.scores as StoredScores | null;
  if (!scores) return null;
  return {
    norms_version: scores.norms_version,
    age_months: scores.age_months,
    norm_age_months: scores.norm_age_months,
    band: { from_month: scores.band.from_month, to_month: scores.band.to_month },
    composites: scores.composites.map((c) => ({
      key: c.key,
      name: c.name,
      raw: c.raw,
      standard_score: c.standard_score,
      confidence_interval: c.confidence_interval,
      percentile: c.percentile,
    })),
  };
}

/** `withReportParams`: the caller holds dream_report_params. */
export async function presentTest(ctx: AppContext, test: TestRow, withReportParams = false): Promise<TestView> {
  const tool = await toolState(ctx.db.orm, test.institutionId, test.toolsType);
  return {
    ...(await baseView(ctx, test)),
    answer: test.answer as Record<string, AnswerValue>,
    allowed_testing: mayStart(test.status, tool.limit, tool.inProgress),
    simultaneous_test_limit: tool.limit,
    from_children_extra: await childExtraOf(ctx.db.orm, test.institutionId, test.childrenId),
    report_version: test.reportVersion,
    is_at_risk_score: test.isAtRiskScore,
    flagged_items_list: test.flaggedItemsList as string[] | null,
    flagged_targets: flaggedTargets(librariesOf(test).main, test.flaggedItemsList as string[] | null),
    comments: test.comments,
    report_params: withReportParams ? reportParamsOf(test) : null,
  };
}
