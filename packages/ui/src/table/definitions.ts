/** Loading the column definition and forms a table page needs (GET …/netInfo). */
import { DEFINITION_CALLS, type ColumnDefinition, type FormDefinition } from '@portal/shared';
import { useCallback, useEffect, useState } from 'react';
import { callWith } from '../http/call';
import type { RequestFn } from '../http/client';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' } | { state: 'none' };

function useNetInfo<T>(load: (name: string) => Promise<T>, name: string | undefined): Loaded<T> {
  const [loaded, setLoaded] = useState<{ name: string; result: Loaded<T> } | null>(null);
  useEffect(() => {
    if (!name) return;
    let live = true;
    load(name).then(
      (value) => live && setLoaded({ name, result: { state: 'ready', value } }),
      () => live && setLoaded({ name, result: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [load, name]);
  if (!name) return { state: 'none' };
  return loaded?.name === name ? loaded.result : { state: 'loading' };
}

export function useColumnDefinition(request: RequestFn, columnsName: string): Loaded<ColumnDefinition> {
  const load = useCallback(async (name: string) => (await callWith(request, DEFINITION_CALLS.columnsInfo, { query: { columns_name: name } })).data, [request]);
  return useNetInfo(load, columnsName);
}

export function useFormDefinition(request: RequestFn, fromName: string | undefined): Loaded<FormDefinition> {
  const load = useCallback(async (name: string) => (await callWith(request, DEFINITION_CALLS.formInfo, { query: { from_name: name } })).data, [request]);
  return useNetInfo(load, fromName);
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
