/**
 * tableData: a small editable table inside a form (e.g. family members: name, relation, birth
 * date), stored as a list of objects. Columns come from `props.columns`
 * ({ dataIndex, title, titleEn, type: text | number | date | lov, lovName }).
 */
import { DATE_FORMAT, type FormItem, type Locale } from '@portal/shared';
import { Button, DatePicker, Input, InputNumber, Select, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps, InputRenderer, TableColumnDef } from '../types';
import { fromDayjs, toDayjs } from './dates';
import { extraProps } from './shared';
import { useLovOptions } from './useLov';

type Row = Record<string, unknown> & { key: string };

interface CellProps {
  column: TableColumnDef;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled?: boolean;
  locale: Locale;
  label: string;
}

/** A column of type lov: the same list loading (and per-institution cache) as a lov field. */
function LovCell({ column, value, onChange, disabled, locale, label }: CellProps) {
  const { t } = useTranslation();
  const item = useMemo(() => ({ keyName: column.dataIndex, input: { type: 'lov', lovName: column.lovName } }) as FormItem, [column.dataIndex, column.lovName]);
  const { options } = useLovOptions(item, locale, 0);
  return (
    <Select
      aria-label={label}
      disabled={disabled}
      allowClear
      style={{ minWidth: 120, width: '100%' }}
      placeholder={t('form.selectPlaceholder')}
      value={value === undefined || value === null || value === '' ? undefined : String(value)}
      onChange={(next) => onChange(next ?? undefined)}
      options={options.map((o) => ({ value: String(o.value), label: o.label }))}
    />
  );
}

function Cell(props: CellProps) {
  const { column, value, onChange, disabled, label } = props;
  switch (column.type) {
    case 'number':
      return <InputNumber aria-label={label} disabled={disabled} value={typeof value === 'number' ? value : null} onChange={(next) => onChange(next ?? undefined)} />;
    case 'date':
      return <DatePicker aria-label={label} disabled={disabled} format={DATE_FORMAT} value={toDayjs(value)} onChange={(next) => onChange(fromDayjs(next))} />;
    case 'lov':
      return <LovCell {...props} />;
    default:
      return <Input aria-label={label} disabled={disabled} value={value === undefined || value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value)} />;
  }
}

function TableDataInput({ item, value, onChange, disabled, locale }: InputProps) {
  const { t } = useTranslation();
  const columns = extraProps(item).columns ?? [];
  const rows: Row[] = (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).map((row, index) => ({ ...row, key: String(index) }));
  const strip = (list: Row[]) => list.map(({ key: _key, ...rest }) => rest);
  const setCell = (index: number, column: TableColumnDef, cell: unknown) =>
    onChange?.(strip(rows.map((row, i) => (i === index ? { ...row, [column.dataIndex]: cell } : row))));
  const titleOf = (column: TableColumnDef) => (locale === 'en' ? column.titleEn || column.title : column.title || column.titleEn) ?? column.dataIndex;
  if (columns.length === 0) return <span data-testid={`form-table-${item.keyName}`}>{t('form.noColumns')}</span>;
  return (
    <div data-testid={`form-table-${item.keyName}`}>
      <Table<Row>
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          ...columns.map((column) => ({
            key: column.dataIndex,
            title: titleOf(column),
            render: (_: unknown, row: Row, index: number) => (
              <Cell column={column} value={row[column.dataIndex]} onChange={(next) => setCell(index, column, next)} disabled={disabled} locale={locale} label={`${titleOf(column)} ${index + 1}`} />
            ),
          })),
          {
            key: '__actions',
            title: '',
            width: 80,
            render: (_: unknown, _row: Row, index: number) => (
              <Button type="link" danger disabled={disabled} onClick={() => onChange?.(strip(rows.filter((__, i) => i !== index)))}>
                {t('form.deleteRow')}
              </Button>
            ),
          },
        ]}
      />
      <Button type="dashed" block disabled={disabled} style={{ marginTop: 8 }} onClick={() => onChange?.([...strip(rows), {}])}>
        {t('form.addRow')}
      </Button>
    </div>
  );
}

export const tableDataInputs: Record<string, InputRenderer> = {
  tableData: { Component: TableDataInput },
};
