/**
 * GET /api/children/summary/report {_id: the child, generate?}: a child's scored tests across
 * tools on one page. One summary per child: Edit (its tests read
 * live) until `generate` renders its PDF with the case renderer (kind 'summary'), then Close with
 * the tests it showed frozen; irreversible, answered as it was ever after.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isoDate, type Locale, type SummaryReport } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { children } from '../children/schema';
import { caseReports, summaryReports } from './schema';
import { files } from '../files/schema';
import { AppError } from '../../http/envelope';
import { deleteFile, presentFile } from '../files';
import { buildCaseModel } from './case-model';
import { renderCaseFiles, type CaseRenderOutput, type CaseReportModel } from '../reports';
import type { Executor } from '../../db/pool';
import { restsOnDemonstration, summaryRows } from './scores';

type SummaryTests = SummaryReport['tests'];
type SummaryChild = { name: string; gender: string; birthday: string; children_code: string | null };

const TESTS_SQL = `
  select t.id, t.tools_type, t.test_code, t.created_time, t.scores -> 'composites' as composites,
    (select r.id from reports r where r.institution_id = t.institution_id and r.test_id = t.id order by r.created_at desc limit 1) as report_id
  from tests t
  where t.institution_id = $1 and t.children_id = $2 and t.status in ('Close', 'RecClose', 'ExpClose') and t.scores is not null
  order by t.tools_type, t.created_time desc`;

async function liveTests(ctx: AppContext, institutionId: string, childId: string): Promise<SummaryTests> {
  const result = await ctx.db.pool.query<Record<string, unknown>>({ name: 'compass-summary-tests', text: TESTS_SQL, values: [institutionId, childId] });
  return result.rows.map((r) => ({
    test_id: r.id as string,
    tools_type: r.tools_type as string,
    test_code: r.test_code as string,
    createdTime: (r.created_time as Date).toISOString(),
    report_id: (r.report_id as string | null) ?? null,
    summary: summaryRows(r.composites),
  }));
}

export interface SummaryCall {
  institutionId: string;
  userId: string;
  childId: string;
  generate: boolean;
  locale: Locale;
  log: FastifyBaseLogger;
}

export async function summaryReport(ctx: AppContext, call: SummaryCall): Promise<SummaryReport> {
  const { institutionId, childId } = call;
  if (!isUuid(childId)) throw new AppError('childNotFound');
  const [child] = await ctx.db.orm
    .select({ _id: children.id, name: children.name, gender: children.gender, birthday: children.birthday, children_code: children.childrenCode })
    .from(children)
    .where(and(eq(children.institutionId, institutionId), eq(children.id, childId), isNull(children.deletedAt)));
  if (!child) throw new AppError('childNotFound');
  await ctx.db.orm.insert(summaryReports).values({ institutionId, childrenId: childId }).onConflictDoNothing();
  const read = async () => {
    const [row] = await ctx.db.orm.select().from(summaryReports).where(and(eq(summaryReports.institutionId, institutionId), eq(summaryReports.childrenId, childId)));
    return row!;
  };
  let row = await read();
  if (row.status === 'Edit' && call.generate) {
    await generate(ctx, call, row.id, child);
    row = await read();
  }
  if (row.status === 'Close') {
    const [pdf] = await ctx.db.orm
      .select({ file: files, html: caseReports.htmlFileId })
      .from(caseReports)
      .innerJoin(files, and(eq(files.institutionId, caseReports.institutionId), eq(files.id, caseReports.fileId)))
      .where(and(eq(caseReports.institutionId, institutionId), eq(caseReports.caseId, row.id)));
    return { _id: row.id, children_id: childId, children: child, status: 'Close', tests: row.content as SummaryTests, file: pdf ? presentFile(pdf.file) : null, html_file_id: pdf?.html ?? null, closedTime: row.closedAt?.toISOString() ?? null };
  }
  return { _id: row.id, children_id: childId, children: child, status: 'Edit', tests: await liveTests(ctx, institutionId, childId), file: null, html_file_id: null, closedTime: null };
}

export interface SummaryModelInput {
  institutionId: string;
  locale: Locale;
  clinicianId: string | null;
  child: SummaryChild;
  tests: SummaryTests;
  /** The day the summary speaks for, YYYY-MM-DD. */
  day: string;
  /** Marked as demonstration content; by default when one of its tests rests on invented norms or questions. */
  demonstration?: boolean;
}

/** What a summary's PDF prints: the child's scored tests, one table each, in one language. */
export async function summaryModel(tx: Executor, input: SummaryModelInput): Promise<CaseReportModel> {
  const { institutionId, tests } = input;
  return buildCaseModel(tx, {
    institutionId,
    kind: 'summary',
    locale: input.locale,
    clinicianId: input.clinicianId,
    child: input.child,
    sections: [],
    reports: tests.map((t) => ({ tools_type: t.tools_type, report_version: '', from_test: { _id: t.test_id, test_code: t.test_code, createdTime: t.createdTime, status: 'Close' }, summary: t.summary })),
    demonstration: input.demonstration ?? (await restsOnDemonstration(tx, institutionId, tests.map((t) => t.test_id))),
    day: input.day,
  });
}

async function generate(ctx: AppContext, call: SummaryCall, summaryId: string, child: SummaryChild): Promise<void> {
  const { institutionId } = call;
  if (!ctx.jobs) throw new AppError('reportServiceUnavailable');
  let stored: CaseRenderOutput | undefined;
  try {
    await ctx.db.orm.transaction(async (tx) => {
      const [locked] = await tx.select().from(summaryReports).where(and(eq(summaryReports.institutionId, institutionId), eq(summaryReports.id, summaryId))).for('update');
      if (locked?.status !== 'Edit') return; // generated meanwhile by a concurrent call
      const tests = await liveTests(ctx, institutionId, call.childId);
      if (tests.length === 0) throw new AppError('summaryNoTests');
      const model = await summaryModel(tx, { institutionId, locale: call.locale, clinicianId: call.userId, child, tests, day: isoDate(new Date()) });
      const title = call.locale === 'zh' ? `${child.name}-综合报告` : `${child.name} summary report`;
      stored = await renderCaseFiles(ctx, { institutionId, fromId: summaryId, createdBy: call.userId, title, model }, { log: call.log });
      await tx.insert(caseReports).values({ institutionId, caseId: summaryId, kind: 'summary', version: 1, locale: call.locale, fileId: stored.fileId, htmlFileId: stored.htmlFileId, createdBy: call.userId });
      await tx
        .update(summaryReports)
        .set({ status: 'Close', content: tests, closedAt: sql`now()` as unknown as Date, closedBy: call.userId })
        .where(and(eq(summaryReports.institutionId, institutionId), eq(summaryReports.id, summaryId)));
    });
  } catch (error) {
    if (stored) for (const id of [stored.fileId, stored.htmlFileId]) await deleteFile(ctx, institutionId, id).catch(() => undefined);
    if (error instanceof AppError) throw error;
    call.log.error({ err: error, summaryId }, 'summary report generation failed');
    throw new AppError('reportGenerationFailed');
  }
}
