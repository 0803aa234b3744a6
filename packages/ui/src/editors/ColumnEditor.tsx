/**
 * The column-definition editor modal: the column tree with key, title, titleEn,
 * dataIndex, width, renderName and lovName; new columns get a 32-hex id; the editor's rules are
 * checked with their message before PUT /api/system/colums/update.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, SubnodeOutlined } from '@ant-design/icons';
import { DEFINITION_CALLS, type ColumnDefinitionDraft } from '@portal/shared';
import { Button, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callWith } from '../http/call';
import type { RequestFn } from '../http/client';
import { request as browserRequest } from '../http/request';
import { useLanguage } from '../i18n/useLanguage';
import { columnProblemText, fromColumnRows, newColumnRow, shiftColumn, toColumnRows, updateColumn, type ColumnRow } from './columnRows';
import { DefinitionEditorModal } from './DefinitionEditorModal';
import { useDefinitionDraft } from './useDefinitionDraft';

type TextField = 'key' | 'title' | 'titleEn' | 'dataIndex' | 'width' | 'renderName' | 'lovName';

export interface ColumnEditorProps {
  columnsName: string | null;
  onClose: () => void;
  onSaved?: (columnsName: string) => void;
  request?: RequestFn;
}

interface Header {
  columns_name: string;
  rowKey: string;
  description: string;
  property?: Record<string, unknown>;
}

function parentIds(rows: readonly ColumnRow[], into: string[] = []): string[] {
  for (const r of rows) {
    if (r.children && r.children.length > 0) {
      into.push(r._id);
      parentIds(r.children, into);
    }
  }
  return into;
}

export function ColumnEditor({ columnsName, onClose, onSaved, request = browserRequest }: ColumnEditorProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const { loaded, loadError, problem, saving, setHeader, setRows, save: send } = useDefinitionDraft<Header, ColumnRow>(columnsName, {
    fetchDraft: async (name) => {
      const { data } = await callWith(request, DEFINITION_CALLS.columnsInfo, { query: { columns_name: name }, silent: true });
      const header: Header = { columns_name: data.columns_name ?? name, rowKey: data.rowKey ?? '', description: data.description ?? '' };
      if (data.property) header.property = data.property;
      return { ...(data._id ? { id: data._id } : {}), header, rows: toColumnRows(data.columns ?? []) };
    },
    onSaved,
    onClose,
  });

  const columns = useMemo<TableColumnsType<ColumnRow>>(() => {
    const text = (field: TextField, width: number) => ({
      title: t(`editor.${field}`),
      key: field,
      width,
      render: (_: unknown, row: ColumnRow) => (
        <Input size="small" value={row[field]} onChange={(e) => setRows((rows) => updateColumn(rows, row._id, (r) => ({ ...r, [field]: e.target.value })))} data-testid={`column-editor-${field}-${row.key || row._id}`} />
      ),
    });
    return [
      text('key', 170),
      text('title', 150),
      text('titleEn', 150),
      text('dataIndex', 150),
      text('width', 80),
      text('renderName', 120),
      text('lovName', 120),
      {
        title: t('editor.operations'),
        key: 'ops',
        width: 140,
        fixed: 'right',
        render: (_: unknown, row: ColumnRow) => (
          <Space size={2}>
            <Button size="small" type="text" icon={<SubnodeOutlined />} aria-label={t('editor.addChild')} title={t('editor.addChild')} onClick={() => setRows((rows) => updateColumn(rows, row._id, (r) => ({ ...r, children: [...(r.children ?? []), newColumnRow()] })))} />
            <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('editor.moveUp')} onClick={() => setRows((rows) => shiftColumn(rows, row._id, -1))} />
            <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('editor.moveDown')} onClick={() => setRows((rows) => shiftColumn(rows, row._id, 1))} />
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('editor.remove')} onClick={() => setRows((rows) => updateColumn(rows, row._id, () => null))} />
          </Space>
        ),
      },
    ];
  }, [t, setRows]);

  async function save() {
    if (!loaded) return;
    const draft: ColumnDefinitionDraft = {
      columns_name: loaded.header.columns_name.trim(),
      rowKey: loaded.header.rowKey.trim(),
      columns: fromColumnRows(loaded.rows),
      ...(loaded.header.description ? { description: loaded.header.description } : {}),
      ...(loaded.header.property ? { property: loaded.header.property } : {}),
    };
    await send(columnProblemText(draft, locale), async () => {
      await callWith(request, DEFINITION_CALLS.columnsUpdate, { body: { ...draft, ...(loaded.id ? { id: loaded.id } : {}), old_columns_name: loaded.name }, silent: true });
      return draft.columns_name ?? loaded.name;
    });
  }

  return (
    <DefinitionEditorModal
      open={columnsName !== null}
      title={t('editor.columnTitle', { name: columnsName ?? '' })}
      width="90vw"
      testId="column-editor"
      header={loaded ?? undefined}
      loadError={loadError}
      saving={saving}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      {(loaded) => {
        const { header } = loaded;
        return (
        <>
          <Space wrap align="end">
            <label>
              <Typography.Text>{t('editor.columnsName')}</Typography.Text>
              <Input value={header.columns_name} onChange={(e) => setHeader({ columns_name: e.target.value })} data-testid="column-editor-name" />
            </label>
            <label>
              <Typography.Text>{t('editor.rowKey')}</Typography.Text>
              <Input value={header.rowKey} onChange={(e) => setHeader({ rowKey: e.target.value })} data-testid="column-editor-rowkey" />
            </label>
            <label>
              <Typography.Text>{t('editor.description')}</Typography.Text>
              <Input value={header.description} onChange={(e) => setHeader({ description: e.target.value })} style={{ width: 260 }} />
            </label>
          </Space>
          <Table<ColumnRow>
            size="small"
            rowKey="_id"
            columns={columns}
            dataSource={loaded.rows}
            pagination={false}
            expandable={{ expandedRowKeys: parentIds(loaded.rows), showExpandColumn: false }}
            scroll={{ x: 1100, y: '55vh' }}
            data-testid="column-editor-rows"
          />
          <Button icon={<PlusOutlined />} onClick={() => setRows((rows) => [...rows, newColumnRow()])} data-testid="column-editor-add">
            {t('editor.addColumn')}
          </Button>
        </>
        );
      }}
    </DefinitionEditorModal>
  );
}
