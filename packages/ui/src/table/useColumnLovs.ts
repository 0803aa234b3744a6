/**
 * The lists of values a table's or a record's cells show, loaded in one lov/multiple call through
 * the form module's cache. Pending until they are in: a cell drawn before its list would show the
 * stored code ('published') where the screen's label ('已发布') belongs. A failed call ends it too,
 * and the cells then show the codes (the call client already showed the error).
 */
import { useEffect, useMemo, useState } from 'react';
import type { FormServices } from '../form/context';
import { fetchLovs } from '../form/lovCache';
import { columnLovNames } from './columns';
import type { ColumnNode } from '@portal/shared';

export function useColumnLovs(columns: readonly ColumnNode[] | undefined, services: FormServices): boolean {
  // Worked out while rendering, not in an effect: a render between the columns' arrival and the
  // effect would draw the rows with their codes, then take them away.
  const names = useMemo(() => (columns ? columnLovNames(columns) : []), [columns]);
  const cached = names.every((name) => services.lovCache.peek(services.identity, name));
  const [settledFor, setSettledFor] = useState<readonly ColumnNode[] | undefined>(undefined);
  useEffect(() => {
    if (cached) return;
    let live = true;
    void services.lovCache
      .load(services.identity, names, fetchLovs(services.request))
      .catch(() => undefined)
      .finally(() => live && setSettledFor(columns));
    return () => {
      live = false;
    };
  }, [cached, columns, names, services]);
  return !cached && settledFor !== columns;
}
