/** Audit events of domains that do not know the audit module: every export of a table page. */
import { recordAuditEvent } from '../modules/audit';
import { onExport } from '../modules/export';

let installed = false;

/** Once per process, however many apps are built (one per port, and one per test file). */
export function installAuditHooks(): void {
  if (installed) return;
  installed = true;
  onExport(({ orm, menuId, format, params }) => recordAuditEvent(orm, { action: 'export', detail: { menuId, format, params } }));
}
