/**
 * The lists of values a table's or a record's cells show, loaded in one lov/multiple call through
 * the form module's cache. Pending until they are in: a cell drawn before its list would show the
 * stored code ('published') where the screen's label ('已发布') belongs. A failed call ends it too,
 * and the cells then show the codes (the call client already showed the error).
 */
import { useEffect, useState } from 'react';
import type { FormServices } from '../form/context';
import { fetchLovs } from '../form/lovCache';
import { columnLovNames } from './columns';
import type { ColumnNode } from '@portal/shared';

export function useColumnLovs(columns: readonly ColumnNode[] | undefined, services: FormServices): boolean {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    const names = columns ? columnLovNames(columns) : [];
    if (names.length === 0 || names.every((name) => services.lovCache.peek(services.identity, name))) {
      setPending(false);
      return;
    }
    let live = true;
    setPending(true);
    void services.lovCache
      .load(services.identity, names, fetchLovs(services.request))
      .catch(() => undefined)
      .finally(() => live && setPending(false));
    return () => {
      live = false;
    };
  }, [columns, services]);
  return pending;
}
