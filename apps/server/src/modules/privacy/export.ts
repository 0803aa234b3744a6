/**
 * A child's data on request: everything about one child as a zip — `data.json` (every row found
 * by `childData`, by table, as stored) and `files/` (each stored file the rows name, under its id
 * and its original name). Audited as `child_export`.
 */
import type JSZip from 'jszip';
import { isUuid, type AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { recordAuditEvent } from '../audit';
import { requireMenu, type SessionUser } from '../auth';
import { readStoredFile } from '../files';
import { CHILD_DATA_EXPORT_MENU } from './menus';
import { childData, childFiles } from './discover';
import { onFirstUse } from '../../on-first-use';

const zipLibrary = onFirstUse<typeof JSZip>('jszip');

export interface ChildExport {
  fileName: string;
  zip: Buffer;
}

export async function exportChild(ctx: AppContext, session: SessionUser, childId: string): Promise<ChildExport> {
  const institutionId = await requireMenu(ctx, session, CHILD_DATA_EXPORT_MENU);
  if (!isUuid(childId)) throw new AppError('notFound');
  const found = await childData(ctx.db.orm, institutionId, childId);
  const child = found.rows.get('children')?.[0];
  if (!child) throw new AppError('notFound');
  const files = await childFiles(ctx.db.orm, institutionId, found.rows);
  const zip = new (zipLibrary())();
  const tables = Object.fromEntries([...found.rows].sort(([a], [b]) => a.localeCompare(b)));
  zip.file('data.json', JSON.stringify({ child_id: childId, exported_at: new Date().toISOString(), tables, files }, null, 2));
  let rows = 0;
  for (const list of found.rows.values()) rows += list.length;
  for (const file of files) {
    const bytes = await readStoredFile(ctx, String(file.storage_path));
    // Named by id: data.json's `files` gives each one's original name and owner.
    if (bytes) zip.file(`files/${String(file.id)}.${String(file.extension)}`, bytes);
  }
  const buffer = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  await recordAuditEvent(ctx.db.orm, { action: 'child_export', institutionId, tableName: 'children', rowId: childId, childId, detail: { rows, files: files.length } });
  return { fileName: `child-${childId}.zip`, zip: buffer };
}
