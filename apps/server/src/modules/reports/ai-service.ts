/**
 * The AI report calls' rules. `aiReportOf` (GET /api/report/ai/get): the test must be the
 * caller's institution's (else 404, like an unknown id) and have a report (else 682 'Test not
 * finished or no report generated'); the first call starts the writing, then it answers 201
 * `{total_ttl, ttl}` while the text is being written, the report once it is there, and 689
 * 'AI report generation failed' after the last try failed. `regenerateAiReport` (POST
 * /api/report/ai/regenerate) starts over from the test's newest report (also the retry after a
 * failure); while a writing is under way it answers that one's progress.
 *
 * A call that starts the writing waits up to QUICK_WAIT_MS for it, so the built-in writer's
 * report comes back in the same answer rather than after the screen's 10-second poll.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AiReport, AiReportAnswer, Locale } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { reportWriterOf } from '../../providers/providers';
import { roleHoldsMenu, type SessionUser } from '../auth';
import { openFile } from '../files';
import { tests } from '../testing/schema';
import { AI_REPORT_QUEUE, AI_REPORT_RETRY_LIMIT, type AiReportJob } from './ai-jobs';
import { aiReports, reports } from './schema';
import { REPORTS_MENU } from './service';

const QUICK_WAIT_MS = 1_500;
const QUICK_POLL_MS = 25;
/** A writing still 'generating' this long after its start lost its job (a stopped process): it counts as failed. */
const LOST_AFTER_MS = (AI_REPORT_RETRY_LIMIT + 1) * 600_000 + 60_000;

type Row = typeof aiReports.$inferSelect;
type Caller = { session: SessionUser; testId: string };

/** The test (caller's institution) and its newest report; refusals as the module header says. */
async function checked(ctx: AppContext, { session, testId }: Caller) {
  const institutionId = session.institutionId;
  if (!institutionId || !(await roleHoldsMenu(ctx, session, REPORTS_MENU))) throw new AppError('noPermission');
  if (!isUuid(testId)) throw new AppError('notFound');
  const [test] = await ctx.db.orm.select({ id: tests.id }).from(tests).where(and(eq(tests.institutionId, institutionId), eq(tests.id, testId)));
  if (!test) throw new AppError('notFound');
  const [report] = await ctx.db.orm
    .select({ id: reports.id, locale: reports.locale })
    .from(reports)
    .where(and(eq(reports.institutionId, institutionId), eq(reports.testId, testId)))
    .orderBy(desc(reports.createdAt))
    .limit(1);
  if (!report) throw new AppError('testNotFinished');
  return { institutionId, report };
}

async function rowOf(ctx: AppContext, institutionId: string, testId: string): Promise<Row | undefined> {
  const [row] = await ctx.db.orm.select().from(aiReports).where(and(eq(aiReports.institutionId, institutionId), eq(aiReports.testId, testId)));
  return row;
}

function progress(row: Row): AiReportAnswer {
  const total = Math.max(1, row.expectedSeconds);
  const elapsed = Math.floor((Date.now() - row.startedAt.getTime()) / 1000);
  // Never 0 left while it is still being written: the screen would show 100 % and keep waiting.
  return { total_ttl: total, ttl: Math.max(1, total - elapsed) };
}

async function answerOf(ctx: AppContext, row: Row): Promise<AiReportAnswer> {
  if (row.status === 'failed') throw new AppError('aiReportFailed');
  if (row.status === 'generating') {
    if (Date.now() - row.startedAt.getTime() > LOST_AFTER_MS) throw new AppError('aiReportFailed');
    return progress(row);
  }
  const file = await openFile(ctx, row.institutionId, row.fileId!);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  const report: AiReport = {
    _id: row.id,
    test_id: row.testId,
    report_id: row.reportId,
    file_id: row.fileId!,
    locale: row.locale as Locale,
    writer: row.writer,
    text: Buffer.concat(chunks).toString('utf8'),
    createdTime: (row.finishedAt ?? row.startedAt).toISOString(),
  };
  return report;
}

/** Sends the job of a row just (re)started, then waits a moment for the text. */
async function start(ctx: AppContext, row: Row): Promise<AiReportAnswer> {
  const job: AiReportJob = { institutionId: row.institutionId, aiReportId: row.id, startedAt: row.startedAt.toISOString() };
  await ctx.jobs!.send(AI_REPORT_QUEUE, job);
  const until = Date.now() + QUICK_WAIT_MS;
  let current = row;
  while (current.status === 'generating' && current.startedAt.getTime() === row.startedAt.getTime() && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, QUICK_POLL_MS));
    current = (await rowOf(ctx, row.institutionId, row.testId)) ?? current;
  }
  return answerOf(ctx, current);
}

/** The writer's columns of a new start: the newest report, its language, now. */
function startValues(ctx: AppContext, report: { id: string; locale: string }, session: SessionUser) {
  const writer = reportWriterOf(ctx);
  return {
    reportId: report.id,
    locale: report.locale,
    writer: writer.name,
    expectedSeconds: writer.expectedSeconds,
    status: 'generating',
    attempts: 0,
    error: null,
    startedAt: new Date(),
    finishedAt: null,
    createdBy: session.userId,
  } as const;
}

export async function aiReportOf(ctx: AppContext, caller: Caller): Promise<AiReportAnswer> {
  const { institutionId, report } = await checked(ctx, caller);
  const existing = await rowOf(ctx, institutionId, caller.testId);
  if (existing) return answerOf(ctx, existing);
  if (!ctx.jobs) throw new AppError('reportServiceUnavailable');
  const [made] = await ctx.db.orm
    .insert(aiReports)
    .values({ institutionId, testId: caller.testId, ...startValues(ctx, report, caller.session) })
    .onConflictDoNothing()
    .returning();
  // Another call started it at the same moment: answer that one's progress.
  if (!made) return answerOf(ctx, (await rowOf(ctx, institutionId, caller.testId))!);
  return start(ctx, made);
}

export async function regenerateAiReport(ctx: AppContext, caller: Caller): Promise<AiReportAnswer> {
  const { institutionId, report } = await checked(ctx, caller);
  if (!ctx.jobs) throw new AppError('reportServiceUnavailable');
  const existing = await rowOf(ctx, institutionId, caller.testId);
  if (existing?.status === 'generating' && Date.now() - existing.startedAt.getTime() <= LOST_AFTER_MS) return progress(existing);
  const values = startValues(ctx, report, caller.session);
  const [row] = await ctx.db.orm
    .insert(aiReports)
    .values({ institutionId, testId: caller.testId, ...values })
    .onConflictDoUpdate({ target: [aiReports.institutionId, aiReports.testId], set: values })
    .returning();
  return start(ctx, row!);
}
