/**
 * The v2 case's own fields (a form builder): a form name and rows of key, names and
 * input type. Saving checks the builder's rules first (`formBuilderProblem`: from_name 'cannot be
 * empty'; every row needs keyName and input, 'field content cannot be empty') and says which.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formBuilderProblem, INPUT_TYPES, type DynamicState, type FormDefinitionDraft } from '@portal/shared';
import { builderProblemText, newHexId, useLanguage } from '@portal/ui';
import { Alert, Button, Card, Flex, Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type BuilderForm = NonNullable<DynamicState['form']>;

export interface BuilderRow {
  uid: string;
  keyName: string;
  showName: string;
  showNameEn: string;
  type: string;
}

export function builderRows(form: BuilderForm | undefined): BuilderRow[] {
  return (form?.fromItem ?? []).map((item) => ({ uid: newHexId(), keyName: item.keyName ?? '', showName: item.showName ?? '', showNameEn: item.showNameEn ?? '', type: typeof item.input?.type === 'string' ? item.input.type : '' }));
}

/** The rows as the builder's draft: a row without a type has no `input` (the spec's empty row). */
export function builderDraft(fromName: string, rows: readonly BuilderRow[]): BuilderForm & FormDefinitionDraft {
  return {
    from_name: fromName.trim(),
    fromItem: rows.map((row) => ({ keyName: row.keyName.trim(), showName: row.showName.trim(), showNameEn: row.showNameEn.trim(), ...(row.type ? { input: { type: row.type } } : {}) })),
  } as BuilderForm & FormDefinitionDraft;
}

const typeOptions = INPUT_TYPES.map((type) => ({ value: type, label: type }));

export function FormBuilderTable({ form, disabled, saving, onSave }: { form: BuilderForm | undefined; disabled: boolean; saving: boolean; onSave(form: BuilderForm): void }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const [fromName, setFromName] = useState(form?.from_name ?? '');
  const [rows, setRows] = useState<BuilderRow[]>(() => builderRows(form));
  const [problem, setProblem] = useState<string | null>(null);
  const setCell = (uid: string, change: Partial<BuilderRow>) => setRows((all) => all.map((r) => (r.uid === uid ? { ...r, ...change } : r)));

  const save = () => {
    const draft = builderDraft(fromName, rows);
    const found = formBuilderProblem(draft);
    setProblem(found ? builderProblemText(found, locale) : null);
    if (!found) onSave(draft);
  };

  const text = (field: 'keyName' | 'showName' | 'showNameEn', title: string) => ({
    title,
    key: field,
    render: (_: unknown, row: BuilderRow, i: number) => <Input size="small" disabled={disabled} value={row[field]} onChange={(e) => setCell(row.uid, { [field]: e.target.value })} aria-label={title} data-testid={`compass-builder-${field}-${i}`} />,
  });
  const columns: TableColumnsType<BuilderRow> = [
    { title: '#', key: 'index', width: 40, render: (_: unknown, __: BuilderRow, i: number) => i + 1 },
    text('keyName', t('compass.v2.builderKeyName')),
    text('showName', t('compass.v2.builderShowName')),
    text('showNameEn', t('compass.v2.builderShowNameEn')),
    {
      title: t('compass.v2.builderType'),
      key: 'type',
      width: 160,
      render: (_: unknown, row: BuilderRow, i: number) => (
        <Select size="small" showSearch allowClear disabled={disabled} style={{ width: '100%' }} value={row.type || undefined} options={typeOptions} onChange={(type?: string) => setCell(row.uid, { type: type ?? '' })} aria-label={t('compass.v2.builderType')} data-testid={`compass-builder-type-${i}`} />
      ),
    },
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_: unknown, row: BuilderRow) => <Button size="small" type="text" danger disabled={disabled} icon={<DeleteOutlined />} aria-label={t('compass.v2.builderRemoveRow')} onClick={() => setRows((all) => all.filter((r) => r.uid !== row.uid))} />,
    },
  ];

  return (
    <Card size="small" title={t('compass.v2.builder')} data-testid="compass-builder">
      <Flex vertical gap={8}>
        <Input addonBefore={t('compass.v2.builderName')} disabled={disabled} value={fromName} onChange={(e) => setFromName(e.target.value)} data-testid="compass-builder-name" />
        <Table<BuilderRow> size="small" rowKey="uid" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 640 }} />
        {problem ? <Alert type="error" showIcon title={problem} data-testid="compass-builder-problem" /> : null}
        {disabled ? null : (
          <Flex justify="space-between" wrap gap={8}>
            <Button icon={<PlusOutlined />} onClick={() => setRows((all) => [...all, { uid: newHexId(), keyName: '', showName: '', showNameEn: '', type: '' }])} data-testid="compass-builder-add">
              {t('compass.v2.builderAddRow')}
            </Button>
            <Button type="primary" loading={saving} onClick={save} data-testid="compass-builder-save">
              {t('compass.v2.saveBuilder')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
