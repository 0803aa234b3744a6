/**
 * The case calls that write: create, the three update shapes, close (Edit → Close, irreversible)
 * and delete (Edit only). Each runs in one transaction holding the case row, so a close and an
 * update racing each other cannot both win: a locked case refuses every change (750) and changes
 * nothing. Bound reports must be the institution's (else 404) and the case child's (else 751).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  COMPASS_V1_SECTIONS,
  formBuilderProblem,
  type CompassAddBody,
  type CompassCase,
  type CompassUpdateBody,
  type ComplaintInfo,
} from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { children } from '../children/schema';
import { compassCaseReports, compassCases } from './schema';
import { reports } from '../reports/schema';
import { files } from '../files/schema';
import { fillEmptyRemark } from '../files';
import { tests } from '../testing/schema';
import { AppError } from '../../http/envelope';
import { caseOf, requireEditable, type CaseRow } from './access';
import { compassInfo } from './info';
import { EMPTY_OPEN_TYPE } from './presenter';
import { defaultComplaint } from './templates';
import type { Executor, Tx } from '../../db/pool';


export async function addCase(ctx: AppContext, institutionId: string, userId: string, body: CompassAddBody): Promise<CompassCase> {
  if (!isUuid(body.children_id)) throw new AppError('childNotFound');
  const [child] = await ctx.db.orm
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.institutionId, institutionId), eq(children.id, body.children_id), isNull(children.deletedAt)));
  if (!child) throw new AppError('childNotFound');
  const v1 = body.version === 'v1';
  const [row] = await ctx.db.orm
    .insert(compassCases)
    .values({
      institutionId,
      childrenId: child.id,
      version: body.version,
      fromInfo: v1 ? COMPASS_V1_SECTIONS.map((s) => ({ key: s.key, from_name: s.fromName, title: s.title })) : [],
      complaintInfo: v1 ? null : defaultComplaint(),
      editComplaintInfo: v1 ? null : defaultComplaint(),
      openType: EMPTY_OPEN_TYPE,
      dynamicState: { values: {} },
      createdBy: userId,
    })
    .returning({ id: compassCases.id });
  return compassInfo(ctx, institutionId, row!.id);
}

interface NamedReport {
  id: string;
  testId: string;
  fileId: string;
  remark: string;
}

/** The reports named, each the institution's (404) and of the case's child (751), in the order given. */
async function checkReports(tx: Executor, row: CaseRow, reportIds: readonly string[]): Promise<NamedReport[]> {
  const ids = [...new Set(reportIds)];
  if (ids.some((id) => !isUuid(id))) throw new AppError('notFound');
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: reports.id, childId: tests.childrenId, testId: reports.testId, fileId: reports.fileId, remark: files.remark })
    .from(reports)
    .innerJoin(tests, and(eq(tests.institutionId, reports.institutionId), eq(tests.id, reports.testId)))
    .innerJoin(files, and(eq(files.institutionId, reports.institutionId), eq(files.id, reports.fileId)))
    .where(and(eq(reports.institutionId, row.institutionId), inArray(reports.id, ids)));
  if (found.length !== ids.length) throw new AppError('notFound');
  if (found.some((r) => r.childId !== row.childrenId)) throw new AppError('compassReportOtherChild');
  return ids.map((id) => found.find((r) => r.id === id)!);
}

/** The case's bound reports now, with their remarks. */
async function boundReports(tx: Executor, row: CaseRow): Promise<NamedReport[]> {
  return tx
    .select({ id: reports.id, testId: reports.testId, fileId: reports.fileId, remark: files.remark })
    .from(compassCaseReports)
    .innerJoin(reports, and(eq(reports.institutionId, compassCaseReports.institutionId), eq(reports.id, compassCaseReports.reportId)))
    .innerJoin(files, and(eq(files.institutionId, reports.institutionId), eq(files.id, reports.fileId)))
    .where(and(eq(compassCaseReports.institutionId, row.institutionId), eq(compassCaseReports.caseId, row.id)));
}

/**
 * Binds `chosen` in place of what was bound. A report that replaces another version of the same
 * test (the link dialog's version switch) takes over the replaced one's remark when it has none.
 */
async function rebind(tx: Tx, row: CaseRow, chosen: NamedReport[]): Promise<void> {
  const before = await boundReports(tx, row);
  const kept = new Set(chosen.map((r) => r.id));
  for (const report of chosen) {
    const replaced = before.find((b) => b.testId === report.testId && !kept.has(b.id) && b.remark !== '');
    if (replaced && report.remark === '') await fillEmptyRemark(tx, row.institutionId, report.fileId, replaced.remark);
  }
  await tx.delete(compassCaseReports).where(and(eq(compassCaseReports.institutionId, row.institutionId), eq(compassCaseReports.caseId, row.id)));
  if (chosen.length > 0) await tx.insert(compassCaseReports).values(chosen.map((r, position) => ({ institutionId: row.institutionId, caseId: row.id, reportId: r.id, position })));
}

/** The form-builder table's rules, with the form builder's own messages. */
function checkBuilder(form: { from_name?: string | undefined; fromItem: unknown[] } | undefined): void {
  if (!form) return;
  const problem = formBuilderProblem(form as Parameters<typeof formBuilderProblem>[0]);
  if (problem?.error === 'cannotBeEmpty') throw new AppError('cannotBeEmpty', { field: problem.field });
  if (problem) throw new AppError(problem.error);
}

async function updateLocked(tx: Tx, row: CaseRow, body: CompassUpdateBody): Promise<void> {
  const set: Partial<typeof compassCases.$inferInsert> = { updatedAt: sql`now()` as unknown as Date };
  if (body.link_report_ids !== undefined) {
    await rebind(tx, row, await checkReports(tx, row, body.link_report_ids));
  } else if (body.edit_from_info !== undefined) {
    if (row.version !== 'v1') throw new AppError('compassWrongVersion', { version: row.version });
    set.editFromInfo = { ...((row.editFromInfo as Record<string, unknown> | null) ?? {}), ...body.edit_from_info };
  } else {
    if (row.version !== 'v2') throw new AppError('compassWrongVersion', { version: row.version });
    if (body.edit_complaint_info) set.editComplaintInfo = body.edit_complaint_info satisfies ComplaintInfo;
    if (body.open_type) set.openType = { ...EMPTY_OPEN_TYPE, ...((row.openType as object | null) ?? {}), ...body.open_type };
    if (body.dynamic_state) {
      checkBuilder(body.dynamic_state.form);
      set.dynamicState = body.dynamic_state;
    }
  }
  await tx.update(compassCases).set(set).where(and(eq(compassCases.institutionId, row.institutionId), eq(compassCases.id, row.id)));
}

export async function updateCase(ctx: AppContext, institutionId: string, body: CompassUpdateBody) {
  await ctx.db.orm.transaction(async (tx) => {
    const row = await caseOf(tx, institutionId, body._id, true);
    requireEditable(row);
    await updateLocked(tx, row, body);
  });
  return compassInfo(ctx, institutionId, body._id);
}

/** Edit → Close, irreversible; closing a locked case again is refused like any change. */
export async function closeCase(ctx: AppContext, institutionId: string, userId: string, caseId: string) {
  await ctx.db.orm.transaction(async (tx) => {
    const row = await caseOf(tx, institutionId, caseId, true);
    requireEditable(row);
    await tx
      .update(compassCases)
      .set({ status: 'Close', closedAt: sql`now()` as unknown as Date, closedBy: userId, updatedAt: sql`now()` as unknown as Date })
      .where(and(eq(compassCases.institutionId, institutionId), eq(compassCases.id, caseId)));
  });
  return compassInfo(ctx, institutionId, caseId);
}

export async function deleteCase(ctx: AppContext, institutionId: string, caseId: string): Promise<{ _id: string }> {
  await ctx.db.orm.transaction(async (tx) => {
    const row = await caseOf(tx, institutionId, caseId, true);
    requireEditable(row);
    await tx.delete(compassCases).where(and(eq(compassCases.institutionId, institutionId), eq(compassCases.id, caseId)));
  });
  return { _id: caseId };
}
