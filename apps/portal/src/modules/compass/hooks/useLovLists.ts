/** Stored lists of values by name, through the forms' shared cache (one lov/multiple call for what is missing). */
import type { LovEntry } from '@portal/shared';
import { fetchLovs, useFormServices } from '@portal/ui';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

export function useLovLists(names: readonly string[]): Record<string, LovEntry[] | undefined> {
  const services = useFormServices(undefined);
  const { lovCache, identity } = services;
  const key = [...new Set(names)].sort().join('|');
  useEffect(() => {
    const wanted = key ? key.split('|') : [];
    if (wanted.length === 0) return;
    void lovCache
      .load(identity, wanted, fetchLovs(services.request))
      .catch(() => undefined); // the call client showed the error
  }, [key, lovCache, identity, services]);
  const version = useSyncExternalStore(lovCache.subscribe, lovCache.version, lovCache.version);
  return useMemo(() => {
    void version;
    return Object.fromEntries((key ? key.split('|') : []).map((name) => [name, lovCache.peek(identity, name)]));
  }, [key, lovCache, identity, version]);
}
