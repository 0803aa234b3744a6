/**
 * A list that can be read whole, for an export: after the list's own permission check, its filter
 * as one ordered statement (the same builder its page query uses, never a second copy), and how a
 * row of that statement is presented (the list's presenter, so the export holds what the list
 * answers). A module offers one for a list that can grow large; the composition root hands them to
 * the export (setup/export-sources.ts).
 */
import type { SQL } from 'drizzle-orm';
import type { CallContract } from '@portal/shared';
import type { AppContext } from '../context';

/** `Caller`: the logged-in session (the auth module's SessionUser), named by the modules that use it. */
export interface ListSource<Query, Caller> {
  /** The list call: its path names the source, its query schema reads the filter. */
  contract: CallContract;
  /** Checks the caller as the list does (throws the list's AppError), then gives every matching row's statement. */
  statement(ctx: AppContext, caller: Caller, query: Query): Promise<SQL>;
  present(row: Record<string, unknown>): Record<string, unknown>;
}
