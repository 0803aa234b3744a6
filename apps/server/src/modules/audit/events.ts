/**
 * Explicit audit events: what is not a row change (login, logout, a failed login, a report
 * generated, an export, a child's report downloaded, a child's data exported or erased). Written
 * with the executor of the change when there is one, so the event and the change commit together.
 */
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/pool';
import { currentActor, type Actor } from '../../db/audit-actor';
import { auditLog } from './schema';

export const AUDIT_EVENTS = ['login', 'logout', 'login_failed', 'report_generate', 'export', 'report_download', 'child_export', 'child_erase'] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export interface AuditEventRow {
  action: AuditEvent;
  /** Whose data it names; the actor's institution when omitted. */
  institutionId?: string | null;
  tableName?: string;
  rowId?: string;
  /** Or a scalar subquery that finds it, read in the same statement as the event's insert. */
  childId?: string | null | SQL;
  detail?: Record<string, unknown>;
  /** Who acted, when the request scope does not know yet (a login). */
  actor?: Actor;
}

export async function recordAuditEvent(executor: Pick<Executor, 'insert'>, event: AuditEventRow): Promise<void> {
  const scope = currentActor();
  const actor = event.actor ?? scope;
  await executor.insert(auditLog).values({
    institutionId: event.institutionId ?? actor.institutionId ?? null,
    actorKind: actor.kind,
    actorId: actor.userId ?? null,
    identityInstitutionId: actor.institutionId ?? null,
    identityRoleId: actor.roleId ?? null,
    action: event.action,
    tableName: event.tableName ?? null,
    rowId: event.rowId ?? null,
    childId: event.childId ?? null,
    detail: event.detail ?? null,
    address: scope.address,
  });
}
