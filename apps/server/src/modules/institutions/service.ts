/**
 * Institutions (institution_mgmt): the caller's institution and its sub-institutions, their
 * tools and the tools' authorisation rows. Every read and write is scoped to that tree
 * (scope.ts); anything outside it is 404, with nothing changed. Delete is soft.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AuthorizationAddBody,
  AuthorizationInfoQuery,
  AuthorizationListQuery,
  AuthorizationUpdateBody,
  DatasetAction,
  InstitutionAddBody,
  InstitutionListQuery,
  InstitutionRow,
  ManagedTool,
  InstitutionUpdateBody,
  ToolAddBody,
  ToolAuthorization,
  ToolInfoQuery,
  ToolListQuery,
  ToolUpdateBody,
} from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { institutions } from './schema';
import { institutionToolAuthorizations as auths, institutionTools as tools } from '../tools/schema';
import { AppError, type Page } from '../../http/envelope';
import { pgErrorOf } from '../../http/errors';
import { DATASET_ACTION_REGISTRY, requireInScope, requireMenu, scopeOf, type SessionUser } from '../auth';
import { presentAuthorization, presentInstitution, presentTool, type InstitutionListed } from './presenter';

const DEFAULT_PAGE_SIZE = 20;

function allowed(ctx: AppContext, session: SessionUser, action: DatasetAction): Promise<string> {
  return requireMenu(ctx, session, DATASET_ACTION_REGISTRY[action].menuId);
}

function pageOf(q: { current?: number | undefined; pageSize?: number | undefined }) {
  const current = q.current ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  return { current, pageSize, offset: (current - 1) * pageSize };
}

const parent = alias(institutions, 'parent');

async function listed(ctx: AppContext, ids: string[]): Promise<InstitutionListed[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.orm
    .select({
      id: institutions.id,
      name: institutions.name,
      nameEn: institutions.nameEn,
      parentId: institutions.parentId,
      parentName: parent.name,
      parentNameEn: parent.nameEn,
      parentDeletedAt: parent.deletedAt,
      createdAt: institutions.createdAt,
    })
    .from(institutions)
    .leftJoin(parent, eq(parent.id, institutions.parentId))
    .where(inArray(institutions.id, ids));
  const toolRows = await ctx.db.orm
    .select({ institutionId: tools.institutionId, failureDate: tools.failureDate })
    .from(tools)
    .where(and(inArray(tools.institutionId, ids), eq(tools.status, 'active')));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [{ ...r, parentDeleted: r.parentDeletedAt !== null, toolFailureDates: toolRows.filter((t) => t.institutionId === id).map((t) => t.failureDate) }];
  });
}

export async function institutionsPage(ctx: AppContext, session: SessionUser, q: InstitutionListQuery): Promise<{ list: InstitutionRow[]; page: Page }> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.view');
  const scope = await scopeOf(ctx, institutionId);
  let ids = scope;
  if (q.name) {
    const needle = q.name.toLowerCase();
    const named = await ctx.db.orm
      .select({ id: institutions.id })
      .from(institutions)
      .where(and(inArray(institutions.id, scope), sql`(strpos(lower(${institutions.name}), ${needle}::text) > 0 or strpos(lower(${institutions.nameEn}), ${needle}::text) > 0)`));
    const hit = new Set(named.map((r) => r.id));
    ids = scope.filter((id) => hit.has(id));
  }
  const { current, pageSize, offset } = pageOf(q);
  const rows = await listed(ctx, ids.slice(offset, offset + pageSize));
  return { list: rows.map((r) => presentInstitution(r, institutionId, session.localeType)), page: { total: ids.length, current, pageSize } };
}

export async function institutionInfo(ctx: AppContext, session: SessionUser, id: string): Promise<InstitutionRow> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.view');
  await requireInScope(ctx, institutionId, id);
  const [row] = await listed(ctx, [id]);
  if (!row) throw new AppError('notFound');
  return presentInstitution(row, institutionId, session.localeType);
}

export async function addInstitution(ctx: AppContext, session: SessionUser, body: InstitutionAddBody): Promise<InstitutionRow> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.edit');
  const parentId = body.parent_id ?? institutionId;
  await requireInScope(ctx, institutionId, parentId);
  const [row] = await ctx.db.orm.insert(institutions).values({ name: body.name, nameEn: body.name_en, parentId }).returning({ id: institutions.id });
  return institutionInfo(ctx, session, row!.id);
}

export async function updateInstitution(ctx: AppContext, session: SessionUser, body: InstitutionUpdateBody): Promise<InstitutionRow> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.edit');
  await requireInScope(ctx, institutionId, body._id);
  const changes: Partial<typeof institutions.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.name_en !== undefined) changes.nameEn = body.name_en;
  if (Object.keys(changes).length > 0) await ctx.db.orm.update(institutions).set(changes).where(and(eq(institutions.id, body._id), isNull(institutions.deletedAt)));
  return institutionInfo(ctx, session, body._id);
}

/** Soft: the institution keeps its rows and shows as a placeholder; its own tree must be empty first. */
export async function deleteInstitution(ctx: AppContext, session: SessionUser, id: string): Promise<number> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.delete');
  await requireInScope(ctx, institutionId, id);
  if (id === institutionId) throw new AppError('institutionIsCurrent');
  return ctx.db.orm.transaction(async (tx) => {
    const [child] = await tx
      .select({ id: institutions.id })
      .from(institutions)
      .where(and(eq(institutions.parentId, id), isNull(institutions.deletedAt)))
      .limit(1);
    if (child) throw new AppError('institutionHasChildren');
    const deleted = await tx
      .update(institutions)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(institutions.id, id), isNull(institutions.deletedAt)))
      .returning({ id: institutions.id });
    if (deleted.length !== 1) throw new AppError('notFound');
    return 1;
  });
}

// ---- tools -----------------------------------------------------------------------------------

export async function toolsPage(ctx: AppContext, session: SessionUser, q: ToolListQuery): Promise<{ list: ManagedTool[]; page: Page }> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.view');
  await requireInScope(ctx, institutionId, q.institution_id);
  const { current, pageSize, offset } = pageOf(q);
  const where = eq(tools.institutionId, q.institution_id);
  const [rows, [counted]] = await Promise.all([
    ctx.db.orm.select().from(tools).where(where).orderBy(asc(tools.sort), asc(tools.toolsType)).limit(pageSize).offset(offset),
    ctx.db.orm.select({ n: sql<number>`count(*)::int` }).from(tools).where(where),
  ]);
  return { list: await presentTools(ctx, rows), page: { total: counted?.n ?? 0, current, pageSize } };
}

/** Where a read by id looks: the institution the call names (it must be in scope), else the whole scope. */
async function lookIn(ctx: AppContext, institutionId: string, named: string | undefined): Promise<string[]> {
  if (named === undefined) return scopeOf(ctx, institutionId);
  await requireInScope(ctx, institutionId, named);
  return [named];
}

/** Tools with their authorisation row counts (one grouped count for the page). */
async function presentTools(ctx: AppContext, rows: Array<typeof tools.$inferSelect>): Promise<ManagedTool[]> {
  if (rows.length === 0) return [];
  const counts = await ctx.db.orm
    .select({ toolId: auths.toolId, n: sql<number>`count(*)::int` })
    .from(auths)
    .where(and(inArray(auths.institutionId, [...new Set(rows.map((r) => r.institutionId))]), inArray(auths.toolId, rows.map((r) => r.id))))
    .groupBy(auths.toolId);
  const byTool = new Map(counts.map((c) => [c.toolId, c.n]));
  return rows.map((row) => presentTool(row, byTool.get(row.id) ?? 0));
}

async function presentOneTool(ctx: AppContext, row: typeof tools.$inferSelect): Promise<ManagedTool> {
  const [tool] = await presentTools(ctx, [row]);
  return tool!;
}

/**
 * One tool of the caller's tree, as the list shows it. Another institution's tool, an unknown
 * id, a malformed id, or an `institution_id` that is not the tool's: 404 alike.
 */
export async function toolInfo(ctx: AppContext, session: SessionUser, q: ToolInfoQuery): Promise<ManagedTool> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.view');
  if (!isUuid(q._id)) throw new AppError('notFound');
  const scope = await lookIn(ctx, institutionId, q.institution_id);
  const [row] = await ctx.db.orm
    .select()
    .from(tools)
    .where(and(inArray(tools.institutionId, scope), eq(tools.id, q._id)));
  if (!row) throw new AppError('notFound');
  return presentOneTool(ctx, row);
}

function toolChanges(body: ToolUpdateBody | ToolAddBody): Partial<typeof tools.$inferInsert> {
  const changes: Partial<typeof tools.$inferInsert> = {};
  if (body.tools_sale_type !== undefined) changes.toolsSaleType = body.tools_sale_type;
  if (body.test_count !== undefined) changes.testCount = body.test_count;
  if (body.old_test_count !== undefined) changes.oldTestCount = body.old_test_count;
  if (body.effective_date !== undefined) changes.effectiveDate = body.effective_date;
  if (body.failure_date !== undefined) changes.failureDate = body.failure_date;
  if (body.model_version !== undefined) changes.modelVersion = body.model_version;
  if (body.report_version !== undefined) changes.reportVersion = body.report_version;
  if (body.simultaneous_test_limit !== undefined) changes.simultaneousTestLimit = body.simultaneous_test_limit;
  return changes;
}

function checkDates(effective: string | null | undefined, failure: string | null | undefined): void {
  if (effective && failure && failure < effective) {
    throw new AppError('badInput', { detail: 'failure_date (must not be before effective_date)' });
  }
}

export async function addTool(ctx: AppContext, session: SessionUser, body: ToolAddBody): Promise<ManagedTool> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.edit');
  await requireInScope(ctx, institutionId, body.institution_id);
  checkDates(body.effective_date, body.failure_date);
  try {
    const [row] = await ctx.db.orm
      .insert(tools)
      .values({ institutionId: body.institution_id, toolsType: body.tools_type, name: body.name, nameEn: body.name_en, ...toolChanges(body) })
      .returning();
    return presentTool(row!, 0);
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === '23505' && pg.constraint === 'institution_tools_type_key') throw new AppError('toolTypeTaken', { toolsType: body.tools_type });
    throw error;
  }
}

export async function updateTool(ctx: AppContext, session: SessionUser, body: ToolUpdateBody): Promise<ManagedTool> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.edit');
  await requireInScope(ctx, institutionId, body.institution_id);
  if (!isUuid(body._id)) throw new AppError('notFound');
  const where = and(eq(tools.institutionId, body.institution_id), eq(tools.id, body._id));
  const [existing] = await ctx.db.orm.select().from(tools).where(where);
  if (!existing) throw new AppError('notFound');
  const changes = toolChanges(body);
  checkDates(changes.effectiveDate === undefined ? existing.effectiveDate : changes.effectiveDate, changes.failureDate === undefined ? existing.failureDate : changes.failureDate);
  if (Object.keys(changes).length === 0) return presentOneTool(ctx, existing);
  const [row] = await ctx.db.orm.update(tools).set(changes).where(where).returning();
  return presentOneTool(ctx, row!);
}

// ---- authorisation rows ----------------------------------------------------------------------

export async function authorizationsPage(ctx: AppContext, session: SessionUser, q: AuthorizationListQuery): Promise<{ list: ToolAuthorization[]; page: Page }> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.view');
  await requireInScope(ctx, institutionId, q.institution_id);
  if (q.tool_id !== undefined && !isUuid(q.tool_id)) throw new AppError('notFound');
  const { current, pageSize, offset } = pageOf(q);
  const where = and(eq(auths.institutionId, q.institution_id), q.tool_id ? eq(auths.toolId, q.tool_id) : undefined);
  const [rows, [counted]] = await Promise.all([
    ctx.db.orm.select().from(auths).where(where).orderBy(asc(auths.createdAt), asc(auths.id)).limit(pageSize).offset(offset),
    ctx.db.orm.select({ n: sql<number>`count(*)::int` }).from(auths).where(where),
  ]);
  return { list: rows.map(presentAuthorization), page: { total: counted?.n ?? 0, current, pageSize } };
}

/** One authorisation row of the caller's tree; a sent institution_id or tool_id must be the row's (else 404). */
export async function authorizationInfo(ctx: AppContext, session: SessionUser, q: AuthorizationInfoQuery): Promise<ToolAuthorization> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.view');
  if (!isUuid(q._id) || (q.tool_id !== undefined && !isUuid(q.tool_id))) throw new AppError('notFound');
  const scope = await lookIn(ctx, institutionId, q.institution_id);
  const [row] = await ctx.db.orm
    .select()
    .from(auths)
    .where(and(inArray(auths.institutionId, scope), eq(auths.id, q._id), q.tool_id ? eq(auths.toolId, q.tool_id) : undefined));
  if (!row) throw new AppError('notFound');
  return presentAuthorization(row);
}

export async function addAuthorization(ctx: AppContext, session: SessionUser, body: AuthorizationAddBody): Promise<ToolAuthorization> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.edit');
  await requireInScope(ctx, institutionId, body.institution_id);
  if (!isUuid(body.tool_id)) throw new AppError('notFound');
  const [tool] = await ctx.db.orm.select().from(tools).where(and(eq(tools.institutionId, body.institution_id), eq(tools.id, body.tool_id)));
  if (!tool) throw new AppError('notFound');
  const used = body.use_report_count ?? 0;
  if (used > body.report_count) throw new AppError('reportCountBelowUsed');
  const [row] = await ctx.db.orm
    .insert(auths)
    .values({
      institutionId: body.institution_id,
      toolId: tool.id,
      toolsType: tool.toolsType,
      activate: body.activate ?? false,
      validityDate: body.validity_date ?? null,
      reportCount: body.report_count,
      useReportCount: used,
    })
    .returning();
  return presentAuthorization(row!);
}

export async function updateAuthorization(ctx: AppContext, session: SessionUser, body: AuthorizationUpdateBody): Promise<ToolAuthorization> {
  const institutionId = await allowed(ctx, session, 'institution_mgmt.edit');
  await requireInScope(ctx, institutionId, body.institution_id);
  if (!isUuid(body._id)) throw new AppError('notFound');
  const where = and(eq(auths.institutionId, body.institution_id), eq(auths.id, body._id));
  const [existing] = await ctx.db.orm.select().from(auths).where(where);
  // A tool's sub-table sends its tool: a row of another tool is not there.
  if (!existing || (body.tool_id !== undefined && body.tool_id !== existing.toolId)) throw new AppError('notFound');
  const changes: Partial<typeof auths.$inferInsert> = {};
  if (body.activate !== undefined) changes.activate = body.activate;
  if (body.validity_date !== undefined) changes.validityDate = body.validity_date;
  if (body.report_count !== undefined) changes.reportCount = body.report_count;
  if (body.use_report_count !== undefined) changes.useReportCount = body.use_report_count;
  if ((changes.useReportCount ?? existing.useReportCount) > (changes.reportCount ?? existing.reportCount)) throw new AppError('reportCountBelowUsed');
  if (Object.keys(changes).length === 0) return presentAuthorization(existing);
  const [row] = await ctx.db.orm.update(auths).set(changes).where(where).returning();
  return presentAuthorization(row!);
}
