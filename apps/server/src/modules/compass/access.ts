/**
 * Who may work on compass cases (holding the 'compass' menu), and the case rows, always scoped by
 * the caller's institution: another institution's id answers 404 like an unknown one.
 */
import { and, eq } from 'drizzle-orm';
import { COMPASS_MENU, isCompassLocked } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { compassCases } from './schema';
import { AppError } from '../../http/envelope';
import { requireMenu, type SessionUser } from '../auth';
import type { Executor } from '../../db/pool';

export type CaseRow = typeof compassCases.$inferSelect;

export const requireCompass = (ctx: AppContext, session: SessionUser): Promise<string> => requireMenu(ctx, session, COMPASS_MENU);

/** The institution's case, or 404; `lock` holds the row for the rest of the transaction. */
export async function caseOf(tx: Executor, institutionId: string, caseId: string, lock = false): Promise<CaseRow> {
  if (!isUuid(caseId)) throw new AppError('notFound');
  const query = tx.select().from(compassCases).where(and(eq(compassCases.institutionId, institutionId), eq(compassCases.id, caseId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('notFound');
  return row;
}

/** A locked case (Close or Custom) refuses every change: 750. */
export function requireEditable(row: CaseRow): void {
  if (isCompassLocked(row.status)) throw new AppError('compassLocked');
}

/** The link dialog's reads serve the case page and the tests pages alike. */
export const REPORT_READ_MENUS: readonly string[] = [COMPASS_MENU, 'test_list'];
