/**
 * What a menu's page shows: a server-driven table when its operate names columns and a list call,
 * otherwise the 'no content configured yet' state. Developers see the definition editors above it
 * (DevPageTools); a save remounts the table so it fetches the new definitions. A report-version cell's
 * choice asks the test's report path and previews the report (modules/reports). `fixedParams` of
 * the operate go with every call of the table; flows open tool-site pages in a new tab, logged in.
 */
import { fixedParamsOf, type MenuNode } from '@portal/shared';
import { DialogProvider, readTableOperate, TablePage } from '@portal/ui';
import { Suspense, useState } from 'react';
import { registerCompassDialogs } from '../../compass';
import { registerReportDialogs, useReportPreview } from '../../reports';
import { registerTrainingDialogs } from '../../training';
import { registerPrivacyDialogs } from '../../privacy';
import { registerScreeningDialogs } from '../../screening';
import { registerSpeechDialogs } from '../../speech';
import { openToolSite, registerTestDialogs } from '../../testing';
import { DevPageTools } from './DevPageTools';
import { NotConfigured } from './EmptyStates';
import { pageComponentOf } from '../pageComponents';

// The test lists', the children page's and the compass page's actions open these dialogs.
registerTestDialogs();
registerCompassDialogs();
// The Reports page's preview and regenerate actions.
registerReportDialogs();
// The training students page's create, edit, timeline and parent-link actions.
registerTrainingDialogs();
// The early-screening list's QR action.
registerScreeningDialogs();
// The test lists' 'recordings' action on speech tests (a lazy chunk).
registerSpeechDialogs();
// The children page's 'export all data' and 'erase child' (institution admins).
registerPrivacyDialogs();


/** The info screen of one record of a menu's table. */
export const infoPath = (menuId: string, id: string) => `/info/${encodeURIComponent(menuId)}/${encodeURIComponent(id)}`;

export function ConfiguredPage({ menu, menuList }: { menu: MenuNode; menuList: readonly MenuNode[] }) {
  const [version, setVersion] = useState(0);
  // A report-version cell's choice: generate or fetch that report, then preview it.
  const reports = useReportPreview();
  const Component = pageComponentOf(menu.url);
  const table = readTableOperate(menu.operate);
  const tools = (
    <DevPageTools menuId={menu.menuId} formNames={table ? [table.formName, table.searchFromName] : []} columnsNames={table ? [table.columnsName] : []} onSaved={() => setVersion((v) => v + 1)} />
  );
  // A page component may be lazy (its own chunk): the page frame stays while it loads.
  if (Component)
    return (
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    );
  if (!table)
    return (
      <>
        {tools}
        <NotConfigured />
      </>
    );
  const fixedParams = fixedParamsOf(menu.operate as Record<string, unknown> | null | undefined);
  // The info screen opens in a new window (platform-core §2.1), leaving the list where it was.
  const onView = table.infoApi ? (_row: unknown, id: string) => void window.open(infoPath(menu.menuId, id), '_blank', 'noopener') : undefined;
  return (
    <DialogProvider>
      {tools}
      <TablePage key={`${menu.menuId}:${version}`} menuId={menu.menuId} operate={table} menuList={menuList} onCellEvent={reports.onCellEvent} openToolSite={openToolSite} {...(fixedParams ? { fixedParams } : {})} {...(onView ? { onView } : {})} />
      {reports.modal}
    </DialogProvider>
  );
}
