/** The audit page (GET /api/system/audit/list): the trail of the caller's institution, filtered. */
import { z } from 'zod';
import { calendarDate } from '../children/api';
import { filter, paging } from '../management/fields';

export const AUDIT_LOG_MENU = 'audit_log';
export const AUDIT_ACTIONS = ['insert', 'update', 'delete', 'login', 'logout', 'login_failed', 'report_generate', 'export', 'report_download', 'child_export', 'child_erase'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditListQuery = z.object({
  ...paging,
  /** Part of the acting user's username or nickname. */
  user: filter(z.string().trim().max(64)),
  /** Part of the child's name. */
  child: filter(z.string().trim().max(50)),
  action: filter(z.enum(AUDIT_ACTIONS)),
  /** On or after / on or before these days (YYYY-MM-DD). */
  at_from: filter(calendarDate),
  at_to: filter(calendarDate),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditRow = z.object({
  _id: z.string(),
  at: z.string(),
  /** Who: the user's nickname (username), or the words for a parent's link or the system. */
  user_name: z.string(),
  /** The identity acted in: institution · role. */
  identity: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** The screen's name for the table (labels.ts), '' for an event that names none. */
  table_label: z.string(),
  row_id: z.string().nullable(),
  child_name: z.string(),
  /** The changed fields by their screen labels, with before → after. */
  changes: z.string(),
  address: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;
