/**
 * One record read-only (the info screen, /info/{moduleId}/{infoId}): fetched with the
 * menu's infoApi, laid out by its column definition (titles by language, the same cell renderers
 * as the table; the operations column left out). Without a column definition every field shows.
 */
import type { ColumnNode, MenuNode } from '@portal/shared';
import { Alert, Descriptions, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormServices } from '../form/context';
import type { RequestFn } from '../http/client';
import { useLanguage } from '../i18n/useLanguage';
import { cellRegistry } from './cells/index';
import { UnknownCell } from './cells/UnknownCell';
import { cellText, valueAt } from './cells/values';
import { columnTitle, rendererName, visibleColumns } from './columns';
import { useColumnLovs } from './useColumnLovs';
import { useColumnDefinition } from './definitions';
import { TableRuntimeContext } from './runtime';
import type { Row, TableRuntime } from './types';

/** Leaf columns in order, a child titled 'group / child'; operations columns have nothing to show here. */
export function recordFields(columns: readonly ColumnNode[], locale: 'zh' | 'en', prefix = ''): Array<{ label: string; column: ColumnNode }> {
  return columns.flatMap((column) => {
    const label = prefix ? `${prefix} / ${columnTitle(column, locale)}` : columnTitle(column, locale);
    if (column.children && column.children.length > 0) return recordFields(column.children, locale, label);
    return rendererName(column) === 'operations' ? [] : [{ label, column }];
  });
}

export interface RecordViewProps {
  infoApi: string;
  id: string;
  columnsName?: string;
  menuList: readonly MenuNode[];
  request?: RequestFn;
}

export function RecordView({ infoApi, id, columnsName, menuList, request: given }: RecordViewProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const services = useFormServices(given ? { request: given } : undefined);
  const { request } = services;
  const columnsDef = useColumnDefinition(request, columnsName ?? '');
  const [record, setRecord] = useState<{ key: string; row?: Row; failed?: boolean } | null>(null);
  const key = `${infoApi}|${id}`;
  useEffect(() => {
    let live = true;
    request<Row>('GET', infoApi, { params: { _id: id } }).then(
      (r) => live && setRecord({ key, row: r.data ?? {} }),
      () => live && setRecord({ key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [request, infoApi, id, key]);

  const columnTree = columnsDef.state === 'ready' ? columnsDef.value.columns : undefined;
  const columns = useMemo(() => (columnTree ? visibleColumns(columnTree, menuList) : undefined), [columnTree, menuList]);
  const lovsPending = useColumnLovs(columns, services);

  const runtime = useMemo<TableRuntime>(
    () => ({ locale, lovCache: services.lovCache, identity: services.identity, menuList, today: () => new Date(), actions: new Set() }),
    [locale, services.lovCache, services.identity, menuList],
  );

  const current = record?.key === key ? record : null;
  if (current?.failed) return <Alert type="error" showIcon title={t('table.infoFailed')} data-testid="record-failed" />;
  const waitingColumns = Boolean(columnsName) && columnsDef.state === 'loading';
  if (!current?.row || waitingColumns || lovsPending) return <Spin data-testid="record-loading" />;
  const row = current.row;
  const items = columns
    ? recordFields(columns, locale).map(({ label, column }) => {
        const renderer = cellRegistry.get(rendererName(column));
        const Cell = renderer?.Component;
        return { key: column.key, label, children: Cell ? <Cell value={valueAt(row, column.dataIndex)} row={row} column={column} /> : <UnknownCell name={rendererName(column)} /> };
      })
    : Object.entries(row).map(([field, value]) => ({ key: field, label: field, children: cellText(value) }));
  return (
    <TableRuntimeContext.Provider value={runtime}>
      <Descriptions bordered column={{ xs: 1, md: 2 }} items={items} data-testid="record-view" />
    </TableRuntimeContext.Provider>
  );
}
