/**
 * The `report.ai` queue: one job writes the AI report of one test with the configured writer
 * (providers/report-writer) and stores the text as a file of the test. A failed write is tried
 * again by pg-boss up to RETRY_LIMIT times; the last failure marks the row 'failed' (the screen
 * then shows the error and a retry). A job whose row was restarted meanwhile (another
 * `started_at`) or is no longer being written stores nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@portal/shared';
import type { AppContext } from '../../context';
import type { JobQueue } from '../../jobs/queue';
import { reportWriterOf } from '../../providers/providers';
import { deleteFile, deleteFileRow, removeStoredFile, storeFile } from '../files';
import type { StoredScores } from '../testing';
import { tests } from '../testing/schema';
import { toolOf } from '../tools';
import { writerInput } from './ai-input';
import { aiReports, reports } from './schema';

export const AI_REPORT_QUEUE = 'report.ai';
/** Tries after the first: a passing network fault or a busy model gets two more chances. */
export const AI_REPORT_RETRY_LIMIT = 2;
const EXPIRE_SECONDS = 600;

export interface AiReportJob {
  institutionId: string;
  aiReportId: string;
  /** The row's `started_at` (ISO) when the job was sent: another one means a newer start. */
  startedAt: string;
}

export type AiReportJobOutput = { stored: boolean };

type Row = typeof aiReports.$inferSelect;

async function currentRow(ctx: AppContext, job: AiReportJob): Promise<Row | null> {
  const [row] = await ctx.db.orm.select().from(aiReports).where(and(eq(aiReports.institutionId, job.institutionId), eq(aiReports.id, job.aiReportId)));
  return row && row.status === 'generating' && row.startedAt.toISOString() === job.startedAt ? row : null;
}

/** The file's name: the child's name, then what it is, in the report's language. */
const titleOf = (childName: string, locale: Locale) => (locale === 'zh' ? `${childName}-AI报告解读.txt` : `${childName} AI report explanation.txt`);

async function write(ctx: AppContext, row: Row): Promise<{ text: string; childName: string }> {
  const [report] = await ctx.db.orm.select().from(reports).where(and(eq(reports.institutionId, row.institutionId), eq(reports.id, row.reportId)));
  const [test] = await ctx.db.orm.select().from(tests).where(and(eq(tests.institutionId, row.institutionId), eq(tests.id, row.testId)));
  if (!report || !test?.scores) throw new Error(`AI report ${row.id}: the test or its scored report is gone`);
  const tool = await toolOf(ctx.db.orm, row.institutionId, test.toolsType);
  const locale = row.locale as Locale;
  const input = await writerInput(ctx.db.orm, {
    test,
    scores: test.scores as StoredScores,
    tool: { name: tool?.name ?? test.toolsType, nameEn: tool?.nameEn || tool?.name || test.toolsType },
    version: report.reportVersion,
    locale,
  });
  const output = await reportWriterOf(ctx).write(input);
  const text = output[locale]?.trim();
  if (!text) throw new Error(`the writer answered no ${locale} text`);
  return { text, childName: input.child.name };
}

export async function writeAiReport(ctx: AppContext, job: AiReportJob): Promise<AiReportJobOutput> {
  const row = await currentRow(ctx, job);
  if (!row) return { stored: false };
  let written: { text: string; childName: string };
  try {
    written = await write(ctx, row);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const [counted] = await ctx.db.orm
      .update(aiReports)
      .set({ attempts: sql`${aiReports.attempts} + 1`, error: detail.slice(0, 2000) })
      .where(and(eq(aiReports.institutionId, row.institutionId), eq(aiReports.id, row.id), eq(aiReports.startedAt, row.startedAt)))
      .returning({ attempts: aiReports.attempts });
    if (counted && counted.attempts > AI_REPORT_RETRY_LIMIT) {
      await ctx.db.orm
        .update(aiReports)
        .set({ status: 'failed', finishedAt: new Date() })
        .where(and(eq(aiReports.institutionId, row.institutionId), eq(aiReports.id, row.id), eq(aiReports.startedAt, row.startedAt)));
    }
    throw error;
  }
  const file = await storeFile(ctx, {
    institutionId: row.institutionId,
    title: titleOf(written.childName, row.locale as Locale),
    extension: 'txt',
    body: Buffer.from(written.text, 'utf8'),
    fromId: row.testId,
    source: 'report',
    createdBy: row.createdBy,
  });
  // The new text and the old one's removal are seen together: nobody reads 'done' while the
  // replaced file is still listed.
  const { done, replaced } = await ctx.db.orm.transaction(async (tx) => {
    const [done] = await tx
      .update(aiReports)
      .set({ status: 'done', fileId: file._id, finishedAt: new Date(), error: null })
      .where(and(eq(aiReports.institutionId, row.institutionId), eq(aiReports.id, row.id), eq(aiReports.startedAt, row.startedAt), eq(aiReports.status, 'generating')))
      .returning({ id: aiReports.id });
    const replaced = done && row.fileId ? await deleteFileRow(tx, row.institutionId, row.fileId) : null;
    return { done, replaced };
  });
  // Restarted while it was being written: this text is not the one asked for.
  if (!done) await deleteFile(ctx, row.institutionId, file._id);
  else if (replaced) await removeStoredFile(ctx, replaced).catch(() => undefined);
  return { stored: Boolean(done) };
}

export async function registerAiReportQueue(ctx: AppContext, jobs: JobQueue): Promise<void> {
  await jobs.register<AiReportJob, AiReportJobOutput>({
    name: AI_REPORT_QUEUE,
    concurrency: 2,
    expireInSeconds: EXPIRE_SECONDS,
    retryLimit: AI_REPORT_RETRY_LIMIT,
    handler: (job) => writeAiReport(ctx, job),
  });
}
