/**
 * The audit trail (modules/audit): one append-only row per data change and per explicit event
 * (login, logout, failed login, report generation, export, report download). Rows of data changes
 * are written by the `audit_row_change` trigger in the changing transaction (migration
 * `audit_trail`); a trigger refuses UPDATE and DELETE of this table except through
 * `audit_erase_personal_fields`. No foreign keys: a row outlives the user, child or institution it names.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Whose data it is: the row's institution, else the actor's; null for a failed login of an unknown name. */
    institutionId: uuid('institution_id'),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** 'user', 'parent' (a temporary link) or 'system' (jobs, seeds, start-up configuration). */
    actorKind: text('actor_kind').notNull().default('system'),
    actorId: uuid('actor_id'),
    /** The identity the actor acted in. */
    identityInstitutionId: uuid('identity_institution_id'),
    identityRoleId: text('identity_role_id'),
    /** insert, update, delete for row changes; login, logout, login_failed, report_generate, export, report_download… for events. */
    action: text('action').notNull(),
    tableName: text('table_name'),
    rowId: text('row_id'),
    childId: uuid('child_id'),
    /** {field: {before, after}}: only the fields that changed (for jsonb objects, only the keys that changed). */
    changes: jsonb('changes'),
    /** What an event names besides a row (the menu of an export, the name tried at a failed login…). */
    detail: jsonb('detail'),
    address: text('address'),
  },
  (t) => [
    index('audit_log_institution_at_idx').on(t.institutionId, t.at),
    index('audit_log_child_idx').on(t.institutionId, t.childId),
    index('audit_log_actor_idx').on(t.institutionId, t.actorId),
  ],
);
