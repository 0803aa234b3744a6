/**
 * The report rendering queue (pg-boss, jobs/registry.ts): a job carries a checked `ReportModel`
 * and where the files go; its handler renders in the render thread pool and stores the PDF and
 * the HTML page as files of the test (`from_id` = test id, source 'report'). It uses no quota
 * and writes no report record: the caller does both in its own transaction once the job is done.
 * A job whose caller has stopped waiting (`deadline`) stores nothing.
 */
import type { FileInfo, Locale } from '@portal/shared';
import type { AppContext } from '../../context';
import type { JobQueue } from '../../jobs/queue';
import { deleteFile, storeFile } from '../files';
// The model alone: the renderer (pdfkit, ECharts: ~1 s to load) belongs in the render threads.
import { ReportModelSchema, type ReportModel } from './render/model';
import { isItemReportModel, ItemReportModelSchema, type ItemReportModel } from './render/item-model';
import { registerCaseQueue } from './case-jobs';
import { registerAiReportQueue } from './ai-jobs';
import { sharedRenderPool, type RenderPool } from './render-pool';

export const REPORT_RENDER_QUEUE = 'report.render';
const WARM_AFTER_MS = 3_000;
/** Attempts after the first before a render job fails (pg-boss retryLimit). */
export const RENDER_RETRY_LIMIT = 2;

export interface RenderJob {
  institutionId: string;
  testId: string;
  createdBy: string | null;
  /** The file name without its extension. */
  title: string;
  locale: Locale;
  /** A scored test's report, or an item report (kind 'items': speech tests, Ment). */
  model: ReportModel | ItemReportModel;
  /** Epoch ms after which the caller no longer waits: the job then stores nothing. */
  deadline: number;
}

export interface RenderJobOutput {
  pdf: FileInfo;
  html: FileInfo;
}

export class StaleRenderJobError extends Error {
  override readonly name = 'StaleRenderJobError';
}

export async function renderAndStore(ctx: AppContext, pool: RenderPool, job: RenderJob): Promise<RenderJobOutput> {
  const items = isItemReportModel(job.model);
  const model = items ? ItemReportModelSchema.parse(job.model) : ReportModelSchema.parse(job.model);
  if (Date.now() > job.deadline) throw new StaleRenderJobError('the caller stopped waiting before rendering began');
  const { pdf, html } = isItemReportModel(model) ? await pool.renderItems(model) : await pool.render(model);
  if (Date.now() > job.deadline) throw new StaleRenderJobError('the caller stopped waiting while the report rendered');
  const common = { institutionId: job.institutionId, fromId: job.testId, createdBy: job.createdBy, source: 'report' as const };
  const pdfInfo = await storeFile(ctx, { ...common, title: `${job.title}.pdf`, extension: 'pdf', body: pdf });
  try {
    const htmlInfo = await storeFile(ctx, { ...common, title: `${job.title}.html`, extension: 'html', body: Buffer.from(html, 'utf8') });
    return { pdf: pdfInfo, html: htmlInfo };
  } catch (error) {
    await deleteFile(ctx, job.institutionId, pdfInfo._id).catch(() => undefined);
    throw error;
  }
}

export interface ReportQueueOptions {
  pool?: RenderPool;
  /** Jobs this process runs at once; default twice the threads, so storing overlaps rendering. */
  concurrency?: number;
}

/**
 * Declares the queues (test reports and case reports) and works them in this process, rendering
 * in `pool` (the process's own by default).
 */
export async function registerReportQueue(ctx: AppContext, jobs: JobQueue, options: ReportQueueOptions = {}): Promise<void> {
  const pool = options.pool ?? sharedRenderPool();
  await jobs.register<RenderJob, RenderJobOutput>({
    name: REPORT_RENDER_QUEUE,
    concurrency: options.concurrency ?? pool.size * 2,
    expireInSeconds: 120,
    // A render thread that died (out of memory, a crash) is tried again while the caller waits;
    // past its deadline a retry stores nothing, so a killed server's job ends failed in pg-boss.
    retryLimit: RENDER_RETRY_LIMIT,
    retryDelay: 1,
    handler: (job) => renderAndStore(ctx, pool, job),
  });
  // Case reports (compass, summary) share the threads: one queue per kind, so each checks its own payload.
  await registerCaseQueue(ctx, jobs, pool, options.concurrency ?? pool.size * 2);
  // The AI report's text: no render threads, the writer does the work.
  await registerAiReportQueue(ctx, jobs);
  // Threads start and parse their fonts soon, rather than during the first report, but after
  // the server's own start-up has had the cores.
  setTimeout(() => void pool.warm().catch(() => undefined), WARM_AFTER_MS).unref();
}
