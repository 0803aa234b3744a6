/**
 * The list call's parameters: the search form's pruned values plus pagination. A date
 * range whose item names `extra.rangeKeys` travels as two parameters (birthday_from, birthday_to).
 */
import { isEmptyValue, type FormDefinition } from '@portal/shared';

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];
/** Table default horizontal scroll. */
export const DEFAULT_SCROLL_X = 1200;

export interface Pagination {
  current: number;
  pageSize: number;
}

function rangeKeysOf(definition: Pick<FormDefinition, 'fromItem'> | undefined): Map<string, [string, string]> {
  const out = new Map<string, [string, string]>();
  for (const item of definition?.fromItem ?? []) {
    const keys = (item.extra as { rangeKeys?: unknown } | undefined)?.rangeKeys;
    if (item.keyName && Array.isArray(keys) && keys.length === 2 && keys.every((k) => typeof k === 'string' && k)) {
      out.set(item.keyName, [keys[0] as string, keys[1] as string]);
    }
  }
  return out;
}

/** Search values without empty ones, ranges split by their rangeKeys. */
export function searchParams(values: Readonly<Record<string, unknown>>, definition?: Pick<FormDefinition, 'fromItem'>): Record<string, unknown> {
  const ranges = rangeKeysOf(definition);
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (isEmptyValue(value)) continue;
    const split = ranges.get(key);
    if (split && Array.isArray(value)) {
      if (!isEmptyValue(value[0])) out[split[0]] = value[0];
      if (!isEmptyValue(value[1])) out[split[1]] = value[1];
      continue;
    }
    out[key] = value;
  }
  return out;
}

/** Search values and pagination as one parameter object (pagination wins over a same-named field). */
export function listParams(search: Readonly<Record<string, unknown>>, page: Pagination): Record<string, unknown> {
  return { ...search, current: page.current, pageSize: page.pageSize };
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  current: number;
  pageSize: number;
  statistics: unknown;
}

/** Rows and paging from the envelope; `data` may be the list itself or hold it under `list`. */
export function readListResult<Row>(result: { data: unknown; total?: number; current?: number; pageSize?: number; statistics?: unknown }, asked: Pagination): ListPage<Row> {
  const data = result.data as unknown;
  const rows = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list) ? (data as { list: unknown[] }).list : [];
  return {
    rows: rows as Row[],
    total: typeof result.total === 'number' ? result.total : rows.length,
    current: typeof result.current === 'number' ? result.current : asked.current,
    pageSize: typeof result.pageSize === 'number' ? result.pageSize : asked.pageSize,
    statistics: result.statistics,
  };
}

/** Statistics as label/value pairs: an object of counters, or a list of `{title|label|key, value}`. */
export function statisticsEntries(statistics: unknown): Array<{ key: string; value: string | number }> {
  if (Array.isArray(statistics)) {
    return statistics.flatMap((entry, i) => {
      if (!entry || typeof entry !== 'object') return [];
      const e = entry as Record<string, unknown>;
      const key = String(e.title ?? e.label ?? e.key ?? i);
      const value = e.value;
      return typeof value === 'number' || typeof value === 'string' ? [{ key, value }] : [];
    });
  }
  if (statistics && typeof statistics === 'object') {
    return Object.entries(statistics as Record<string, unknown>).flatMap(([key, value]) => (typeof value === 'number' || typeof value === 'string' ? [{ key, value }] : []));
  }
  return [];
}
