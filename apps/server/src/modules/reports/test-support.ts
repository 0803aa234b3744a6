/** Helpers the report API tests share: the demo tests, quota figures, reading a stored PDF back. */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import type { CompositeScore } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import { children } from '../children/schema';
import { files } from '../files/schema';
import { tests } from '../testing/schema';
import { institutionToolAuthorizations, institutionTools } from '../tools/schema';
import type { JobQueue } from '../../jobs/queue';
import { registerReportQueue } from './jobs';
import { RenderError, RenderPool } from './render-pool';
import type { CaseReportModel, ReportModel } from './render';

/** Comments (a case's clinician) containing this make the render fail (a test's way to break one render on purpose). */
export const FAIL_RENDER = '[render-fails]';

/** Comments containing this make the first render of those comments fail and the next one succeed (a thread that died once). */
export const FAIL_RENDER_ONCE = '[render-fails-once]';

/** The render pool of one test file: real threads, plus a switch to fail a render. */
export class TestRenderPool extends RenderPool {
  private readonly failedOnce = new Set<string>();

  override render(model: ReportModel) {
    if (model.clinicianComments.includes(FAIL_RENDER)) return Promise.reject(new RenderError('rendering failed on purpose'));
    if (model.clinicianComments.includes(FAIL_RENDER_ONCE) && !this.failedOnce.has(model.clinicianComments)) {
      this.failedOnce.add(model.clinicianComments);
      return Promise.reject(new RenderError('rendering failed once on purpose'));
    }
    return super.render(model);
  }

  override renderCase(model: CaseReportModel) {
    if (model.clinician.includes(FAIL_RENDER)) return Promise.reject(new RenderError('rendering failed on purpose'));
    return super.renderCase(model);
  }
}

/** `useApi({ jobs })` for report tests: the report queues (test and case reports) only, on a two-thread pool closed with the file. */
export function reportJobs(): (ctx: AppContext, jobs: JobQueue) => Promise<void> {
  const pool = new TestRenderPool({ size: 2 });
  afterAll(() => pool.close());
  return (ctx, jobs) => registerReportQueue(ctx, jobs, { pool });
}

export type DemoTest = typeof tests.$inferSelect & { childName: string };

/** A demo test by its child's code and tool (seed-tests.ts); `institutionId` scopes it. */
export async function demoTest(db: Db, institutionId: string, childCode: string, toolsType: string, status?: string): Promise<DemoTest> {
  const rows = await db.orm
    .select({ test: tests, childName: children.name })
    .from(tests)
    .innerJoin(children, and(eq(children.institutionId, tests.institutionId), eq(children.id, tests.childrenId)))
    .where(and(eq(tests.institutionId, institutionId), eq(children.childrenCode, childCode), eq(tests.toolsType, toolsType), status ? eq(tests.status, status) : undefined));
  const row = rows[0];
  if (!row) throw new Error(`no demo test of ${childCode} with ${toolsType}`);
  return { ...row.test, childName: row.childName };
}

export function totalStandardScore(test: { scores: unknown }): number {
  const total = (test.scores as { composites: CompositeScore[] }).composites.find((c) => c.key === 'total_language');
  if (!total?.scored) throw new Error('the test has no total language score');
  return total.standard_score;
}

/** Reports used so far of an institution's tool (all its authorisation rows). */
export async function reportsUsed(db: Db, institutionId: string, toolsType: string): Promise<number> {
  const [row] = await db.orm
    .select({ used: sum(institutionToolAuthorizations.useReportCount) })
    .from(institutionToolAuthorizations)
    .innerJoin(institutionTools, and(eq(institutionTools.institutionId, institutionToolAuthorizations.institutionId), eq(institutionTools.id, institutionToolAuthorizations.toolId)))
    .where(and(eq(institutionTools.institutionId, institutionId), eq(institutionTools.toolsType, toolsType)));
  return Number(row?.used ?? 0);
}

export async function filesOf(db: Db, institutionId: string, testId: string) {
  return db.orm.select().from(files).where(and(eq(files.institutionId, institutionId), eq(files.fromId, testId)));
}

/** Render jobs sent for a test (pg-boss keeps finished jobs in its job table). */
export async function renderJobsOf(db: Db, testId: string): Promise<number> {
  const result = await db.pool.query<{ n: string }>(`select count(*) as n from pgboss.job where name = 'report.render' and data->>'testId' = $1`, [testId]);
  return Number(result.rows[0]?.n ?? 0);
}

/** The text of a PDF as poppler's pdftotext reads it (what a reader can search and copy). */
export function pdfText(pdf: Buffer | Uint8Array, name = 'report'): string {
  const probe = spawnSync('pdftotext', ['-v']);
  if (probe.error) throw new Error(`pdftotext is not installed (apt-get install -y poppler-utils): ${probe.error.message}`);
  // A directory per call: the API tests share this module across files, so nothing here may outlive one call.
  const dir = mkdtempSync(path.join(tmpdir(), 'report-api-'));
  try {
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bytes of a stored PDF, read through the resource path as the preview does. */
export async function storedPdf(app: FastifyInstance, token: string, fileId: string): Promise<Buffer> {
  const res = await app.inject({ method: 'GET', url: `/resource/file/${fileId}`, headers: { token } });
  if (res.statusCode !== 200) throw new Error(`resource ${fileId}: ${res.statusCode} ${res.body}`);
  if (res.headers['content-type'] !== 'application/pdf') throw new Error(`resource ${fileId} is ${String(res.headers['content-type'])}`);
  return res.rawPayload;
}

/** The text of a stored PDF, read through the resource path as the preview does, with spaces removed. */
export async function pdfTextOf(app: FastifyInstance, token: string, fileId: string): Promise<string> {
  return pdfText(await storedPdf(app, token, fileId), fileId).replace(/\s+/g, '');
}
