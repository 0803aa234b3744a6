/**
 * Children of the caller's current institution: every read and write is scoped by
 * institution_id, so another institution's id behaves exactly like an unknown one (404).
 * The role must hold the children menu (the dataset actions registry says which).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CHILDREN_CALLS, type Child, type ChildAddBody, type ChildrenListQuery, type ChildUpdateBody, type DatasetAction } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { children } from './schema';
import { AppError, type Page } from '../../http/envelope';
import { DATASET_ACTION_REGISTRY, requireMenu, type SessionUser } from '../auth';
import { childCodeFor, codeClash } from './codes';
import { childColumns, childrenStatement, listChildren, presentRawChild } from './list';
import type { ListSource } from '../../db/list-source';
import { presentChild } from './presenter';

function allowed(ctx: AppContext, session: SessionUser, action: DatasetAction): Promise<string> {
  return requireMenu(ctx, session, DATASET_ACTION_REGISTRY[action].menuId);
}

const live = (institutionId: string, id: string) => and(eq(children.institutionId, institutionId), eq(children.id, id), isNull(children.deletedAt));

export async function childrenPage(ctx: AppContext, session: SessionUser, query: ChildrenListQuery): Promise<{ list: Child[]; page: Page }> {
  return listChildren(ctx, await allowed(ctx, session, 'children.view'), query);
}

/** The children list read whole (an export): the list's permission and filter, through a cursor. */
export const CHILDREN_LIST_SOURCE: ListSource<ChildrenListQuery, SessionUser> = {
  contract: CHILDREN_CALLS.list,
  statement: async (ctx, caller, query) => childrenStatement(await allowed(ctx, caller, 'children.view'), query),
  present: presentRawChild as (row: Record<string, unknown>) => Record<string, unknown>,
};

export async function childInfo(ctx: AppContext, session: SessionUser, id: string): Promise<Child> {
  const institutionId = await allowed(ctx, session, 'children.view');
  if (!isUuid(id)) throw new AppError('notFound');
  const [row] = await ctx.db.orm.select(childColumns).from(children).where(live(institutionId, id));
  if (!row) throw new AppError('notFound');
  return presentChild(row);
}

/** A blank code is the server's to give (codes.ts), numbered under a lock so two adds never share one. */
export async function addChild(ctx: AppContext, session: SessionUser, body: ChildAddBody): Promise<Child> {
  const institutionId = await allowed(ctx, session, 'children.edit');
  let code = body.children_code;
  try {
    return await ctx.db.orm.transaction(async (tx) => {
      code = await childCodeFor(tx, institutionId, body.children_code);
      const [row] = await tx
        .insert(children)
        .values({
          institutionId,
          name: body.name,
          gender: body.gender,
          birthday: body.birthday,
          childrenCode: code,
          phoneNumber: body.phone_number ?? null,
          parentPhone: body.parent_phone ?? null,
          mrnCode: body.mrn_code || null,
          otherContactDetails: body.other_contact_details || null,
          createdBy: session.userId,
        })
        .returning(childColumns);
      return presentChild(row!);
    });
  } catch (error) {
    codeClash(error, code);
  }
}

export async function updateChild(ctx: AppContext, session: SessionUser, body: ChildUpdateBody): Promise<Child> {
  const institutionId = await allowed(ctx, session, 'children.edit');
  if (!isUuid(body._id)) throw new AppError('notFound');
  const changes: Partial<typeof children.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.birthday !== undefined) changes.birthday = body.birthday;
  if (body.children_code !== undefined) changes.childrenCode = body.children_code;
  // Optional fields: absent leaves them, null or '' clears them.
  if (body.phone_number !== undefined) changes.phoneNumber = body.phone_number;
  if (body.parent_phone !== undefined) changes.parentPhone = body.parent_phone;
  if (body.mrn_code !== undefined) changes.mrnCode = body.mrn_code || null;
  if (body.other_contact_details !== undefined) changes.otherContactDetails = body.other_contact_details || null;
  try {
    const [row] =
      Object.keys(changes).length > 0
        ? await ctx.db.orm.update(children).set({ ...changes, updatedAt: sql`now()` }).where(live(institutionId, body._id)).returning(childColumns)
        : await ctx.db.orm.select(childColumns).from(children).where(live(institutionId, body._id));
    if (!row) throw new AppError('notFound');
    return presentChild(row);
  } catch (error) {
    codeClash(error, body.children_code);
  }
}

/** All or nothing: one id that is not a live child of the institution and nothing is deleted. */
export async function deleteChildren(ctx: AppContext, session: SessionUser, ids: string[]): Promise<number> {
  const institutionId = await allowed(ctx, session, 'children.delete');
  const wanted = [...new Set(ids)];
  if (!wanted.every(isUuid)) throw new AppError('notFound');
  return ctx.db.orm.transaction(async (tx) => {
    const deleted = await tx
      .update(children)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(children.institutionId, institutionId), inArray(children.id, wanted), isNull(children.deletedAt)))
      .returning({ id: children.id });
    if (deleted.length !== wanted.length) throw new AppError('notFound'); // rolls the transaction back
    return deleted.length;
  });
}
