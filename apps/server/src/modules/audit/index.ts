/** The audit module's front door: explicit events for the other modules, the audit page's routes and seeds for the app. */
export { AUDIT_EVENTS, type AuditEvent, recordAuditEvent } from './events';
export { auditRoutes } from './routes';
export { AUDIT_COLUMN_SEEDS, AUDIT_FORM_SEEDS, AUDIT_LOV_SEEDS, AUDIT_MENU } from './seed';
export { TABLE_LABELS, hasFieldLabel } from './labels';
