/**
 * A child's data on request: erasing a child completely. In one transaction every row found by
 * `childData` is deleted (tables in whatever order their foreign keys allow, each try in a
 * savepoint), then the files they name, then the audit rows about them keep who, when, what and
 * which fields but lose the values (`audit_erase_personal_fields`), and one `child_erase` event
 * is written. The stored bytes go after the commit.
 */
import { sql } from 'drizzle-orm';
import { isUuid, type AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { recordAuditEvent } from '../audit';
import { requireMenu, type SessionUser } from '../auth';
import { removeStoredFile } from '../files';
import { CHILD_ERASE_MENU } from './menus';
import { childData, childFiles } from './discover';

export interface Erased {
  rows: number;
  files: number;
}

export async function eraseChild(ctx: AppContext, session: SessionUser, childId: string): Promise<Erased> {
  const institutionId = await requireMenu(ctx, session, CHILD_ERASE_MENU);
  if (!isUuid(childId)) throw new AppError('notFound');
  const paths: string[] = [];
  const erased = await ctx.db.orm.transaction(async (tx) => {
    const exists = await tx.execute(sql`select 1 from children where institution_id = ${institutionId} and id = ${childId} for update`);
    if (exists.rows.length === 0) throw new AppError('notFound');
    const found = await childData(tx, institutionId, childId);
    const files = await childFiles(tx, institutionId, found.rows);
    const auditRows = [...found.rows].flatMap(([table, rows]) => rows.flatMap((row) => (row.id !== undefined ? [`${table}:${String(row.id)}`] : [])));
    auditRows.push(...files.map((f) => `files:${String(f.id)}`));
    let rows = 0;
    let pending = [...found.where];
    // Foreign keys decide the order; a table refused now is tried again after the others.
    for (let pass = 0; pending.length > 0 && pass < pending.length + 1; pass++) {
      const refused: typeof pending = [];
      for (const [table, where] of pending) {
        try {
          rows += await tx.transaction(async (sp) => (await sp.execute(sql`delete from ${sql.identifier(table)} where ${where}`)).rowCount ?? 0);
        } catch {
          refused.push([table, where]);
        }
      }
      pending = refused;
    }
    if (pending.length > 0) throw new Error(`could not erase ${pending.map(([t]) => t).join(', ')}`);
    for (const file of files) {
      await tx.execute(sql`delete from files where institution_id = ${institutionId} and id = ${String(file.id)}`);
      paths.push(String(file.storage_path));
    }
    await tx.execute(sql`select audit_erase_personal_fields(${institutionId}::uuid, ${childId}::uuid, ${`{${auditRows.join(',')}}`}::text[])`);
    await recordAuditEvent(tx, { action: 'child_erase', institutionId, tableName: 'children', rowId: childId, childId, detail: { rows, files: files.length } });
    return { rows, files: files.length };
  });
  for (const path of paths) await removeStoredFile(ctx, path);
  return erased;
}
