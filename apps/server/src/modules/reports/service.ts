/**
 * Report generation: GET <tool's report path> {_id, report_version, reload}.
 *
 * Checks, in order: the test is the caller's institution's (else 404, like an unknown id); the
 * path is its tool's (685); it ended (Close, RecClose, ExpClose; else 682); the version is one
 * its tool offers (686; none asked: the last offered). An existing report of that version is
 * answered as it is. Otherwise (or with `reload`, which needs dream_reload_report or the tool's
 * variant: 403) a new report is made: under the test row's lock, the tool and quota checks of
 * quota.ts, scoring when the test has no scores yet, the model, the `report.render` job (render
 * threads, files stored), then in the same transaction one report of quota used, the report row
 * written and the test's `report_version` list updated. A failed render uses nothing (681).
 * Each attempt is recorded outside that transaction (render-status.ts), so one that fails, or that a
 * killed server interrupts, shows in the tests list as failed; asking again starts a new job.
 *
 * The test row stays locked while its report renders, so a second request for the same test
 * waits and then finds the report the first one made (one render, one report used). Each
 * process lets at most half its connection pool wait on renders at once, leaving connections for
 * the job handlers (which store the files) and for every other call.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { offeredVersions, reloadReportMenus, type Locale, type ReportResult } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import type { Db, Executor } from '../../db/pool';
import { files } from '../files/schema';
import { reports } from './schema';
import { institutionTools } from '../tools/schema';
import { type TestRow, tests } from '../testing/schema';
import { AppError } from '../../http/envelope';
import { recordAuditEvent } from '../audit';
import { roleHoldsMenu, type SessionUser } from '../auth';
import { deleteFile, presentFile } from '../files';
import { CLOSED_TEST_STATUSES, RENDER_LOST_AFTER_MS, scoreStoredTest, scoringColumns, type StoredScores, type TestStatus } from '../testing';
import { REPORT_RENDER_QUEUE, type RenderJob, type RenderJobOutput } from './jobs';
import { checkTestUsage, hasReportLeft, toolInEffect, toolOf, useOneReport } from '../tools';
import { buildReportModel, toolTypeLabel } from './report-model';
import { reportTitle } from './report-text';
import type { ItemReportModel } from './render/item-model';
import type { ReportModel } from './render/model';
import { Limiter } from './limiter';
import { clearRender, markFailed, markGenerating } from './render-status';

/** The menu a caller's role needs to read or make reports (the tests list's). */
export const REPORTS_MENU = 'test_list';
/** How long a call waits for its render job (after it, an attempt left 'generating' was lost). */
export const RENDER_WAIT_MS = RENDER_LOST_AFTER_MS;

export interface ReportCall {
  /** The tool types the called path serves. */
  pathTools: readonly string[];
  testId: string;
  version: string | undefined;
  reload: boolean;
  locale: Locale;
  log: FastifyBaseLogger;
  /** Another kind of report (item reports of speech tests and Ment); default: the scored test's report. */
  engine?: ReportEngine;
}

/**
 * What another kind of report supplies: when its test counts as finished (a speech test whose
 * sitting ended has its report before the test is closed) and its model. Everything else (checks,
 * versions, quota, the report row, the render job) is the same for every report.
 */
export interface ReportEngine {
  finished(tx: Executor, test: TestRow): Promise<boolean>;
  model(tx: Executor, input: { test: TestRow; tool: { name: string; nameEn: string }; version: string; locale: Locale }): Promise<ItemReportModel>;
}

const finishedFor = (tx: Executor, test: TestRow, call: ReportCall): Promise<boolean> | boolean => (call.engine ? call.engine.finished(tx, test) : isClosed(test.status));

type ReportRow = typeof reports.$inferSelect;

const limiters = new WeakMap<Db, Limiter>();
function limiterOf(db: Db): Limiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = new Limiter(Math.max(1, Math.floor((db.pool.options.max ?? 10) / 2)));
    limiters.set(db, limiter);
  }
  return limiter;
}

const isClosed = (status: string) => CLOSED_TEST_STATUSES.includes(status as TestStatus);

async function testRow(tx: Executor, institutionId: string, id: string, lock = false): Promise<TestRow | undefined> {
  const query = tx.select().from(tests).where(and(eq(tests.institutionId, institutionId), eq(tests.id, id)));
  // NO KEY UPDATE: serialises report calls for the test yet lets the attempt's row (report_renders,
  // whose key names the test) be written from another connection while the render runs.
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

async function reportOf(tx: Executor, institutionId: string, testId: string, version: string): Promise<ReportRow | undefined> {
  const [row] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.institutionId, institutionId), eq(reports.testId, testId), eq(reports.reportVersion, version)));
  return row;
}

async function carryRemark(tx: Executor, institutionId: string, fromFileId: string, toFileId: string): Promise<void> {
  const [old] = await tx.select({ remark: files.remark }).from(files).where(and(eq(files.institutionId, institutionId), eq(files.id, fromFileId)));
  if (old?.remark) await tx.update(files).set({ remark: old.remark }).where(and(eq(files.institutionId, institutionId), eq(files.id, toFileId)));
}

/** The answer: the report's PDF file info plus the report. */
async function answer(tx: Executor, report: ReportRow, reportVersionList: string, generated: boolean): Promise<ReportResult> {
  const [file] = await tx
    .select()
    .from(files)
    .where(and(eq(files.institutionId, report.institutionId), eq(files.id, report.fileId)));
  if (!file) throw new AppError('notFound');
  return present(report, file, reportVersionList, generated);
}

function present(report: ReportRow, file: typeof files.$inferSelect, reportVersionList: string, generated: boolean): ReportResult {
  return {
    ...presentFile(file),
    test_id: report.testId,
    tools_type: report.toolsType,
    report_version: reportVersionList,
    version: report.reportVersion,
    html_file_id: report.htmlFileId,
    generated,
  };
}

/** The test's versions with a report, the tool's offered order first (stored as a comma list). */
async function versionList(tx: Executor, test: TestRow, offered: string[]): Promise<string> {
  const rows = await tx
    .select({ version: reports.reportVersion })
    .from(reports)
    .where(and(eq(reports.institutionId, test.institutionId), eq(reports.testId, test.id)));
  const made = new Set(rows.map((r) => r.version));
  const rest = [...made].filter((v) => !offered.includes(v)).sort();
  return [...offered.filter((v) => made.has(v)), ...rest].join(',');
}

export async function requestReport(ctx: AppContext, session: SessionUser, call: ReportCall): Promise<ReportResult> {
  const institutionId = session.institutionId;
  if (!institutionId || !(await roleHoldsMenu(ctx, session, REPORTS_MENU))) throw new AppError('noPermission');
  if (!isUuid(call.testId)) throw new AppError('notFound');
  const db = ctx.db.orm;
  if (!call.reload && !call.engine) {
    const stored = await storedReport(db, institutionId, call);
    if (stored) return stored;
  }
  const test = await testRow(db, institutionId, call.testId);
  if (!test) throw new AppError('notFound');
  if (!call.pathTools.includes(test.toolsType)) throw new AppError('reportWrongTool', { toolsType: await toolName(db, institutionId, test.toolsType) });
  if (!(await finishedFor(db, test, call))) throw new AppError('testNotFinished');
  const offered = offeredVersions((await toolOf(db, institutionId, test.toolsType))?.reportVersion);
  const version = call.version ?? offered.at(-1)!;
  if (!offered.includes(version)) throw new AppError('reportVersionUnknown', { version, versions: offered.join(', ') });

  const seen = await reportOf(db, institutionId, test.id, version);
  if (seen && !call.reload) return answer(db, seen, test.reportVersion ?? version, false);
  if (call.reload) {
    const held = await Promise.all(reloadReportMenus(test.toolsType).map((menu) => roleHoldsMenu(ctx, session, menu)));
    if (!held.some(Boolean)) throw new AppError('noPermission');
  }
  if (!ctx.jobs) throw new AppError('reportServiceUnavailable');
  return limiterOf(ctx.db).run(() => generate(ctx, session, call, { testId: test.id, version, offered, seenFileId: seen?.fileId ?? null }));
}

/**
 * The common call, a report already made, answered from one statement: the test's tool and
 * status, its tool's versions, the test's reports and their PDFs' rows (a test has a report per
 * version, a few rows at most). The checks are requestReport's, in its order; anything else (a
 * refusal, no report of that version yet) is null, and the full path answers it as before. The
 * test's row is read without its question libraries and answers, which this answer never needs.
 */
async function storedReport(db: Executor, institutionId: string, call: ReportCall): Promise<ReportResult | null> {
  const rows = await db
    .select({ toolsType: tests.toolsType, status: tests.status, reportVersion: tests.reportVersion, offered: institutionTools.reportVersion, report: reports, file: files })
    .from(tests)
    .leftJoin(institutionTools, and(eq(institutionTools.institutionId, tests.institutionId), eq(institutionTools.toolsType, tests.toolsType)))
    .leftJoin(reports, and(eq(reports.institutionId, tests.institutionId), eq(reports.testId, tests.id)))
    .leftJoin(files, and(eq(files.institutionId, reports.institutionId), eq(files.id, reports.fileId)))
    .where(and(eq(tests.institutionId, institutionId), eq(tests.id, call.testId)));
  const test = rows[0];
  if (!test || !call.pathTools.includes(test.toolsType) || !isClosed(test.status)) return null;
  const offered = offeredVersions(test.offered);
  const version = call.version ?? offered.at(-1)!;
  if (!offered.includes(version)) return null;
  const seen = rows.find((r) => r.report?.reportVersion === version);
  if (!seen?.report || !seen.file) return null;
  return present(seen.report, seen.file, test.reportVersion ?? version, false);
}

/** The tool as a refusal names it: the institution's name for it, else its list label, else its code. */
async function toolName(tx: Executor, institutionId: string, toolsType: string): Promise<{ zh: string; en: string }> {
  const tool = await toolOf(tx, institutionId, toolsType);
  if (tool) return { zh: tool.name, en: tool.nameEn || tool.name };
  return (await toolTypeLabel(tx, institutionId, toolsType)) ?? { zh: toolsType, en: toolsType };
}

interface Plan {
  testId: string;
  version: string;
  offered: string[];
  /** The report file seen before the lock: another one after it means a concurrent call made it. */
  seenFileId: string | null;
}

async function scoredModel(tx: Executor, test: TestRow, tool: { name: string; nameEn: string }, version: string, locale: Locale): Promise<ReportModel> {
  let scores = test.scores as StoredScores | null;
  if (!scores) {
    const scoring = await scoreStoredTest(tx, test);
    await tx.update(tests).set(scoringColumns(scoring)).where(and(eq(tests.institutionId, test.institutionId), eq(tests.id, test.id)));
    scores = scoring.scores;
  }
  return buildReportModel(tx, { test, scores, tool, version, locale });
}

async function generate(ctx: AppContext, session: SessionUser, call: ReportCall, plan: Plan): Promise<ReportResult> {
  const institutionId = session.institutionId!;
  // Written inside the transaction, read after it (plain locals would be narrowed to their initial values).
  const made: { files: RenderJobOutput | null; superseded: string[]; attempt: Date | null } = { files: null, superseded: [], attempt: null };
  const key = { institutionId, testId: plan.testId, reportVersion: plan.version };
  try {
    const result = await ctx.db.orm.transaction(async (tx) => {
      const test = await testRow(tx, institutionId, plan.testId, true);
      if (!test) throw new AppError('notFound');
      if (!(await finishedFor(tx, test, call))) throw new AppError('testNotFinished');
      const current = await reportOf(tx, institutionId, test.id, plan.version);
      // Made by a concurrent call while this one waited for the lock: that is the report asked for.
      if (current && (!call.reload || current.fileId !== plan.seenFileId)) return answer(tx, current, test.reportVersion ?? plan.version, false);

      const tool = await toolOf(tx, institutionId, test.toolsType);
      if (!toolInEffect(tool)) throw new AppError('reportToolUnavailable', { toolsType: await toolName(tx, institutionId, test.toolsType) });
      await checkTestUsage(tx, tool, test);
      if (!(await hasReportLeft(tx, tool))) throw new AppError('reportRunningOut');

      const toolNames = { name: tool.name, nameEn: tool.nameEn };
      const model = call.engine ? await call.engine.model(tx, { test, tool: toolNames, version: plan.version, locale: call.locale }) : await scoredModel(tx, test, toolNames, plan.version, call.locale);
      const job: RenderJob = {
        institutionId,
        testId: test.id,
        createdBy: session.userId,
        title: reportTitle(model.child.name, test.toolsType, plan.version, call.locale),
        locale: call.locale,
        model,
        deadline: Date.now() + RENDER_WAIT_MS - 5_000,
      };
      made.attempt = await markGenerating(ctx, key);
      const stored = await ctx.jobs!.run<RenderJob, RenderJobOutput>(REPORT_RENDER_QUEUE, job, RENDER_WAIT_MS);
      made.files = stored;

      const authorizationId = await useOneReport(tx, tool);
      const values = { fileId: stored.pdf._id, htmlFileId: stored.html._id, locale: call.locale, authorizationId, createdBy: session.userId, createdAt: new Date() };
      const [report] = await tx
        .insert(reports)
        .values({ institutionId, testId: test.id, toolsType: test.toolsType, reportVersion: plan.version, ...values })
        .onConflictDoUpdate({ target: [reports.institutionId, reports.testId, reports.reportVersion], set: values })
        .returning();
      await clearRender(tx, key);
      made.superseded = current ? [current.fileId, current.htmlFileId] : [];
      // The Reports page's remark is the PDF's file remark: a regeneration keeps it on the new file.
      if (current) await carryRemark(tx, institutionId, current.fileId, stored.pdf._id);
      const list = await versionList(tx, test, plan.offered);
      await tx.update(tests).set({ reportVersion: list }).where(and(eq(tests.institutionId, institutionId), eq(tests.id, test.id)));
      await recordAuditEvent(tx, { action: 'report_generate', institutionId, tableName: 'reports', rowId: report!.id, childId: test.childrenId, detail: { version: plan.version, locale: call.locale, reload: call.reload === true } });
      return answer(tx, report!, list, true);
    });
    for (const id of made.superseded) await deleteFile(ctx, institutionId, id).catch((error: unknown) => call.log.warn({ err: error, fileId: id }, 'could not delete a superseded report file'));
    return result;
  } catch (error) {
    if (made.files) for (const id of [made.files.pdf._id, made.files.html._id]) await deleteFile(ctx, institutionId, id).catch(() => undefined);
    if (made.attempt) {
      // A refusal after the render (the quota spent meanwhile) is its own answer, not a failed report.
      const settle = error instanceof AppError ? clearRender(ctx.db.orm, key) : markFailed(ctx, key, made.attempt, error instanceof Error ? error.message : String(error));
      await settle.catch((e: unknown) => call.log.warn({ err: e, testId: plan.testId }, 'could not record how the report attempt ended'));
    }
    if (error instanceof AppError) throw error;
    call.log.error({ err: error, testId: plan.testId, version: plan.version }, 'report generation failed');
    throw new AppError('reportGenerationFailed');
  }
}
