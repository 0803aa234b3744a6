/**
 * What a menu's page shows: a server-driven table when its operate names columns and a list call,
 * otherwise the 'no content configured yet' state. Developers see the definition editors above it
 * (devtools); a save remounts the table so it fetches the new definitions. A report-version cell's
 * choice asks the test's report path and previews the report (modules/reports).
 */
import type { MenuNode } from '@portal/shared';
import { DialogProvider, readTableOperate, TablePage } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DevPageTools } from '../../devtools/components/DevPageTools';
import { useReportPreview } from '../../reports/hooks/useReportPreview';
import { NotConfigured } from './EmptyStates';

export function ConfiguredPage({ menu, menuList }: { menu: MenuNode; menuList: readonly MenuNode[] }) {
  const navigate = useNavigate();
  const [version, setVersion] = useState(0);
  // A report-version cell's choice: generate or fetch that report, then preview it.
  const reports = useReportPreview();
  const table = readTableOperate(menu.operate);
  const tools = (
    <DevPageTools menuId={menu.menuId} formNames={table ? [table.formName, table.searchFromName] : []} columnsNames={table ? [table.columnsName] : []} onSaved={() => setVersion((v) => v + 1)} />
  );
  if (!table)
    return (
      <>
        {tools}
        <NotConfigured />
      </>
    );
  const onView = table.infoApi ? (_row: unknown, id: string) => navigate(`/info/${encodeURIComponent(menu.menuId)}/${encodeURIComponent(id)}`) : undefined;
  return (
    <DialogProvider>
      {tools}
      <TablePage key={`${menu.menuId}:${version}`} menuId={menu.menuId} operate={table} menuList={menuList} onCellEvent={reports.onCellEvent} {...(onView ? { onView } : {})} />
      {reports.modal}
    </DialogProvider>
  );
}
