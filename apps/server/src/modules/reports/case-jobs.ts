/**
 * The case report rendering queue (`case.render`, registered with `report.render` in jobs.ts): a
 * job carries a checked `CaseReportModel` and where the files go; its handler renders in the
 * render thread pool and stores the PDF and the HTML page as files of the case (`from_id` = the
 * case or summary id, source 'case'). A failed render, or a job whose caller stopped waiting,
 * stores nothing. The caller (compass) keeps its own record of which files are current.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FileInfo } from '@portal/shared';
import { z } from 'zod';
import { isUuid, type AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import type { JobQueue } from '../../jobs/queue';
import { deleteFile, storeFile } from '../files';
// The model alone: the renderer (pdfkit, ECharts: ~1 s to load) belongs in the render threads.
import { CaseReportModelSchema } from './render/case-model';
import type { RenderPool } from './render-pool';

export const CASE_RENDER_QUEUE = 'case.render';
export const CASE_RENDER_WAIT_MS = 60_000;

const uuid = z.string().refine(isUuid, 'uuid');

export const CaseRenderJobSchema = z.object({
  institutionId: uuid,
  /** What the files belong to (the case's or summary's id): GET /api/system/file/list {from_id}. */
  fromId: uuid,
  /** The file name without its extension. */
  title: z.string().trim().min(1).max(200),
  model: CaseReportModelSchema,
  createdBy: uuid.nullable().optional(),
  /** Epoch ms after which the caller no longer waits: the job then stores nothing. */
  deadline: z.number().optional(),
});
export type CaseRenderJob = z.input<typeof CaseRenderJobSchema>;

export interface CaseRenderOutput {
  fileId: string;
  htmlFileId: string;
  /** The stored rows as GET /api/system/file/info shows them. */
  pdf: FileInfo;
  html: FileInfo;
}

export class StaleCaseRenderError extends Error {
  override readonly name = 'StaleCaseRenderError';
}

export async function renderAndStoreCase(ctx: AppContext, pool: RenderPool, data: CaseRenderJob): Promise<CaseRenderOutput> {
  const job = CaseRenderJobSchema.parse(data);
  const stale = () => job.deadline !== undefined && Date.now() > job.deadline;
  if (stale()) throw new StaleCaseRenderError('the caller stopped waiting before rendering began');
  const { pdf, html } = await pool.renderCase(job.model);
  if (stale()) throw new StaleCaseRenderError('the caller stopped waiting while the case rendered');
  const common = { institutionId: job.institutionId, fromId: job.fromId, createdBy: job.createdBy ?? null, source: 'case' as const };
  const pdfInfo = await storeFile(ctx, { ...common, title: `${job.title}.pdf`, extension: 'pdf', body: pdf });
  try {
    const htmlInfo = await storeFile(ctx, { ...common, title: `${job.title}.html`, extension: 'html', body: Buffer.from(html, 'utf8') });
    return { fileId: pdfInfo._id, htmlFileId: htmlInfo._id, pdf: pdfInfo, html: htmlInfo };
  } catch (error) {
    await deleteFile(ctx, job.institutionId, pdfInfo._id).catch(() => undefined);
    throw error;
  }
}

export async function registerCaseQueue(ctx: AppContext, jobs: JobQueue, pool: RenderPool, concurrency: number): Promise<void> {
  await jobs.register<CaseRenderJob, CaseRenderOutput>({
    name: CASE_RENDER_QUEUE,
    concurrency,
    expireInSeconds: 120,
    // As report.render: a retry while the caller waits, nothing stored after its deadline.
    retryLimit: 2,
    retryDelay: 1,
    handler: (job) => renderAndStoreCase(ctx, pool, job),
  });
}

/**
 * Renders a case report off the API thread and stores it: resolves with the two new files' ids.
 * The payload is checked here first (a bad model is the caller's bug and throws its ZodError);
 * no queue answers 503 (reportServiceUnavailable), a failed or overlong render 'report
 * generation failed' (logged with its cause when `log` is given), and either way nothing is stored.
 */
export async function renderCaseFiles(
  ctx: AppContext,
  payload: Omit<CaseRenderJob, 'deadline'>,
  options: { log?: FastifyBaseLogger; timeoutMs?: number } = {},
): Promise<CaseRenderOutput> {
  const timeoutMs = options.timeoutMs ?? CASE_RENDER_WAIT_MS;
  const job = CaseRenderJobSchema.parse({ ...payload, deadline: Date.now() + timeoutMs - 5_000 });
  if (!ctx.jobs) throw new AppError('reportServiceUnavailable');
  try {
    return await ctx.jobs.run<CaseRenderJob, CaseRenderOutput>(CASE_RENDER_QUEUE, job, timeoutMs);
  } catch (error) {
    options.log?.error({ err: error, fromId: job.fromId }, 'case report rendering failed');
    throw new AppError('reportGenerationFailed');
  }
}
