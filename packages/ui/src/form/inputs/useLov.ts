/** The option list of a LOV-backed input: stored list (cached), lovApi call, or network search. */
import { cities, cityLabel, fillTemplate, type FormItem, type Locale } from '@portal/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCachedLov, useFormRuntime } from '../context';
import { fetchLovs } from '../lovCache';
import { buildLovOptions } from '../lovOptions';
import type { LovOption } from '../types';

export const NET_SEARCH_DEBOUNCE_MS = 500;

export function cityOptions(locale: Locale): LovOption[] {
  return cities.map((city) => ({
    value: city.citysName,
    label: cityLabel(city, locale),
    description: locale === 'en' ? city.provinceNameEn : city.provinceName,
    raw: { ...city },
  }));
}

function listOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    const { list, rows } = data as { list?: unknown; rows?: unknown };
    if (Array.isArray(list)) return list;
    if (Array.isArray(rows)) return rows;
  }
  return [];
}

export interface LovState {
  options: LovOption[];
  loading: boolean;
  /** Network search: call with the typed text (debounced 500 ms). */
  search?: (text: string) => void;
}

export function useLovOptions(item: FormItem, locale: Locale, depsRevision: number, value?: unknown): LovState {
  const { services, form } = useFormRuntime();
  const { input } = item;
  const cached = useCachedLov(input.isCity || input.lovApi ? undefined : input.lovName);
  const [remote, setRemote] = useState<unknown[] | null>(null);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A stored list this form's multiple call did not cover (e.g. added at runtime): load it alone.
  useEffect(() => {
    if (input.isCity || input.lovApi || !input.lovName || cached) return;
    void services.lovCache.load(services.identity, [input.lovName], fetchLovs(services.request)).catch(() => undefined); // the call client already showed the error
  }, [cached, input.isCity, input.lovApi, input.lovName, services]);

  const fetchApi = useCallback(
    async (params?: Record<string, string>) => {
      if (!input.lovApi) return;
      const url = String(fillTemplate(input.lovApi, form.getFieldsValue(true), encodeURIComponent));
      setLoading(true);
      try {
        const result = await services.request('GET', url, { params, silent: true });
        setRemote(listOf(result.data));
      } catch {
        setRemote([]);
      } finally {
        setLoading(false);
      }
    },
    [form, input.lovApi, services],
  );

  const initialValue = useRef(value);
  useEffect(() => {
    if (!input.lovApi) return;
    if (!input.netSearch) {
      void fetchApi();
      return;
    }
    // Network search starts empty, except to label a value the form already holds.
    const start = initialValue.current;
    const key = input.netSearchDefaultValueKey;
    if (key && start !== undefined && start !== null && start !== '') void fetchApi({ [key]: String(start) });
  }, [fetchApi, input.lovApi, input.netSearch, input.netSearchDefaultValueKey, depsRevision]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void fetchApi({ [input.netSearchKey || 'keyword']: text }), NET_SEARCH_DEBOUNCE_MS);
    },
    [fetchApi, input.netSearchKey],
  );

  const options = useMemo(() => {
    if (input.isCity) return cityOptions(locale);
    return buildLovOptions(input.lovApi ? remote : cached, input, locale);
  }, [cached, input, locale, remote]);

  return { options, loading, ...(input.lovApi && input.netSearch ? { search } : {}) };
}
