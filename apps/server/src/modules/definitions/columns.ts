/**
 * Column definitions: GET /api/system/colums/netInfo and PUT /api/system/colums/update.
 * Saving applies the column editor's rules (with its messages), fills ids, levels and
 * parent links, then checks the stored schema.
 */
import { eq } from 'drizzle-orm';
import {
  COLUMNS_SCHEMA_VERSION,
  columnDefinitionV1,
  columnEditorProblem,
  loadColumnDefinition,
  normalizeColumns,
  type ColumnDefinition,
  type ColumnDefinitionResult,
  type ColumnsUpdateBody,
} from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { columnDefinitions } from './schema';
import { AppError } from '../../http/envelope';
import { RequestValidationError } from '../../http/validation';
import type { SessionUser } from '../auth';
import { documentOf, isUniqueViolation, loadStored, storedMeta, type StoredRow } from './stored';
import type { Tx } from '../../db/pool';

type ColumnsRow = typeof columnDefinitions.$inferSelect;

function present(row: StoredRow, def: ColumnDefinition): ColumnDefinitionResult {
  return { ...def, ...storedMeta(row) };
}

export async function columnsNetInfo(ctx: AppContext, name: string): Promise<ColumnDefinitionResult> {
  const [row] = await ctx.db.orm.select().from(columnDefinitions).where(eq(columnDefinitions.columnsName, name));
  if (!row) throw new AppError('definitionNotFound', { name });
  return present(row, loadStored(row.columnsName, 'columns_name', row, loadColumnDefinition));
}

function checkEditorRules(body: ColumnsUpdateBody): ColumnDefinition {
  const { id: _id, old_columns_name: _old, ...draft } = body;
  const problem = columnEditorProblem(draft);
  if (problem?.error === 'cannotBeEmpty') throw new AppError('cannotBeEmpty', { field: problem.field });
  if (problem) throw new AppError('columnFieldsEmpty', { column: problem.column });
  const name = draft.columns_name!.trim();
  const candidate = { ...draft, columns_name: name, rowKey: draft.rowKey!.trim(), columns: normalizeColumns(draft.columns ?? [], name) };
  const parsed = columnDefinitionV1.safeParse(candidate, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  return parsed.data;
}

/** The definition a save changes: by `id`, else `old_columns_name` (rename), else `columns_name`. */
async function target(tx: Tx, body: ColumnsUpdateBody, name: string): Promise<ColumnsRow | undefined> {
  const lock = (where: ReturnType<typeof eq>) => tx.select().from(columnDefinitions).where(where).for('update');
  if (body.id !== undefined) {
    const [row] = isUuid(body.id) ? await lock(eq(columnDefinitions.id, body.id)) : [];
    if (!row) throw new AppError('definitionNotFound', { name: body.id });
    return row;
  }
  if (body.old_columns_name !== undefined && body.old_columns_name !== '') {
    const [row] = await lock(eq(columnDefinitions.columnsName, body.old_columns_name));
    if (!row) throw new AppError('definitionNotFound', { name: body.old_columns_name });
    return row;
  }
  return (await lock(eq(columnDefinitions.columnsName, name)))[0];
}

export async function updateColumns(ctx: AppContext, session: SessionUser, body: ColumnsUpdateBody): Promise<ColumnDefinitionResult> {
  const def = checkEditorRules(body);
  const values = { columnsName: def.columns_name, schemaVersion: COLUMNS_SCHEMA_VERSION, document: documentOf(def, 'columns_name'), updatedBy: session.userId, followsSeed: false };
  try {
    const row = await ctx.db.orm.transaction(async (tx) => {
      const existing = await target(tx, body, def.columns_name);
      if (!existing) return (await tx.insert(columnDefinitions).values(values).returning())[0]!;
      if (existing.columnsName !== def.columns_name) {
        const [clash] = await tx.select({ id: columnDefinitions.id }).from(columnDefinitions).where(eq(columnDefinitions.columnsName, def.columns_name));
        if (clash) throw new AppError('definitionNameTaken', { name: def.columns_name });
      }
      const [updated] = await tx
        .update(columnDefinitions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(columnDefinitions.id, existing.id))
        .returning();
      return updated!;
    });
    return present(row, def);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('definitionNameTaken', { name: def.columns_name });
    throw error;
  }
}
