/**
 * POST /api/compass/report {_id, reload?}: the case PDF. Only a locked case has one (Edit: 752).
 * The newest PDF is answered as it is unless `reload` asks for a new version; otherwise, holding
 * the case row, the model is built (sections in the caller's language, the bound reports'
 * summary tables), `case.render` stores the files, and in the same transaction the version row
 * is written and Close becomes Custom. A failed render changes nothing and leaves no files (681).
 */
import { and, desc, eq, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isoDate, type CompassReportResult, type Locale } from '@portal/shared';
import type { AppContext } from '../../context';
import { caseReports, compassCases } from './schema';
import type { Executor } from '../../db/pool';
import { files } from '../files/schema';
import { AppError } from '../../http/envelope';
import { JobTimeoutError } from '../../jobs/queue';
import { deleteFile, presentFile } from '../files';
import { caseOf, type CaseRow } from './access';
import { buildCaseModel } from './case-model';
import { caseSections } from './case-text';
import { compassInfo } from './info';
import { restsOnDemonstration } from './scores';
import { renderCaseFiles, type CaseRenderOutput } from '../reports';

export interface CaseReportCall {
  institutionId: string;
  userId: string;
  caseId: string;
  reload: boolean;
  locale: Locale;
  log: FastifyBaseLogger;
}

async function newest(ctx: AppContext, institutionId: string, caseId: string) {
  const [row] = await ctx.db.orm
    .select({ report: caseReports, file: files })
    .from(caseReports)
    .innerJoin(files, and(eq(files.institutionId, caseReports.institutionId), eq(files.id, caseReports.fileId)))
    .where(and(eq(caseReports.institutionId, institutionId), eq(caseReports.caseId, caseId)))
    .orderBy(desc(caseReports.version))
    .limit(1);
  return row;
}

async function versionsOf(ctx: AppContext, institutionId: string, caseId: string): Promise<string> {
  const rows = await ctx.db.orm
    .select({ v: caseReports.version })
    .from(caseReports)
    .where(and(eq(caseReports.institutionId, institutionId), eq(caseReports.caseId, caseId)))
    .orderBy(caseReports.version);
  return rows.map((r) => String(r.v)).join(',');
}

/**
 * What a case's PDF prints, in one language: its sections (labels and list values from the
 * stored definitions) and its bound reports' summary tables, dated by its closing day.
 */
export async function caseReportModel(ctx: AppContext, tx: Executor, institutionId: string, row: CaseRow, locale: Locale) {
  const info = await compassInfo(ctx, institutionId, row.id);
  const model = await buildCaseModel(tx, {
    institutionId,
    kind: info.version,
    locale,
    clinicianId: row.closedBy ?? row.createdBy,
    child: info.children,
    sections: await caseSections(tx, institutionId, info, locale),
    reports: info.reports,
    demonstration: await restsOnDemonstration(tx, institutionId, info.reports.map((r) => r.from_test._id)),
    day: isoDate(row.closedAt ?? new Date()),
  });
  return { info, model };
}

export async function caseReport(ctx: AppContext, call: CaseReportCall): Promise<CompassReportResult> {
  const { institutionId, caseId } = call;
  const current = await caseOf(ctx.db.orm, institutionId, caseId);
  if (current.status === 'Edit') throw new AppError('compassNotLocked');
  const existing = await newest(ctx, institutionId, caseId);
  if (existing && !call.reload) {
    return { ...presentFile(existing.file), case_id: caseId, status: current.status as 'Close' | 'Custom', version: String(existing.report.version), report_version: await versionsOf(ctx, institutionId, caseId), html_file_id: existing.report.htmlFileId, generated: false };
  }
  if (!ctx.jobs) throw new AppError('reportServiceUnavailable');

  let stored: CaseRenderOutput | undefined;
  try {
    const version = await ctx.db.orm.transaction(async (tx) => {
      await caseOf(tx, institutionId, caseId, true);
      const { info, model } = await caseReportModel(ctx, tx, institutionId, current, call.locale);
      const [last] = await tx.select({ v: max(caseReports.version) }).from(caseReports).where(and(eq(caseReports.institutionId, institutionId), eq(caseReports.caseId, caseId)));
      const next = (last?.v ?? 0) + 1;
      const title = call.locale === 'zh' ? `${info.children.name}-个案报告-${next}` : `${info.children.name} case report ${next}`;
      stored = await renderCaseFiles(ctx, { institutionId, fromId: caseId, createdBy: call.userId, title, model }, { log: call.log });
      await tx.insert(caseReports).values({ institutionId, caseId, kind: info.version, version: next, locale: call.locale, fileId: stored.fileId, htmlFileId: stored.htmlFileId, createdBy: call.userId });
      await tx.update(compassCases).set({ status: 'Custom' }).where(and(eq(compassCases.institutionId, institutionId), eq(compassCases.id, caseId)));
      return next;
    });
    const [file] = await ctx.db.orm.select().from(files).where(and(eq(files.institutionId, institutionId), eq(files.id, stored!.fileId)));
    return { ...presentFile(file!), case_id: caseId, status: 'Custom', version: String(version), report_version: await versionsOf(ctx, institutionId, caseId), html_file_id: stored!.htmlFileId, generated: true };
  } catch (error) {
    if (stored) {
      for (const id of [stored.fileId, stored.htmlFileId]) await deleteFile(ctx, institutionId, id).catch(() => undefined);
    }
    if (error instanceof AppError) throw error;
    call.log.error({ err: error, caseId, timeout: error instanceof JobTimeoutError }, 'case report generation failed');
    throw new AppError('reportGenerationFailed');
  }
}
