/** Loading the column definition and forms a table page needs (GET …/netInfo). */
import type { ColumnDefinition, FormDefinition } from '@portal/shared';
import { useEffect, useState } from 'react';
import type { RequestFn } from '../http/client';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' } | { state: 'none' };

export const COLUMNS_INFO_API = '/api/system/colums/netInfo';
export const FORMS_INFO_API = '/api/system/froms/netInfo';

function useNetInfo<T>(request: RequestFn, url: string, param: string, name: string | undefined): Loaded<T> {
  const [loaded, setLoaded] = useState<{ name: string; result: Loaded<T> } | null>(null);
  useEffect(() => {
    if (!name) return;
    let live = true;
    request<T>('GET', url, { params: { [param]: name } }).then(
      (r) => live && setLoaded({ name, result: { state: 'ready', value: r.data } }),
      () => live && setLoaded({ name, result: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [request, url, param, name]);
  if (!name) return { state: 'none' };
  return loaded?.name === name ? loaded.result : { state: 'loading' };
}

export function useColumnDefinition(request: RequestFn, columnsName: string): Loaded<ColumnDefinition> {
  return useNetInfo<ColumnDefinition>(request, COLUMNS_INFO_API, 'columns_name', columnsName);
}

export function useFormDefinition(request: RequestFn, fromName: string | undefined): Loaded<FormDefinition> {
  return useNetInfo<FormDefinition>(request, FORMS_INFO_API, 'from_name', fromName);
}

/** The record's fields the form shows: the info call's other fields (ids, timestamps) stay out of the submission. */
export function formInitialValues(definition: Pick<FormDefinition, 'fromItem'>, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of definition.fromItem) {
    if (!item.keyName || item.input?.type === 'title') continue;
    if (Object.hasOwn(record, item.keyName) && record[item.keyName] !== null) out[item.keyName] = record[item.keyName];
  }
  return out;
}
