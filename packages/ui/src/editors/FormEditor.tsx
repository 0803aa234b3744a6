/**
 * The form-definition editor modal: the stored document (netInfo format=raw),
 * its header and property, and the rows in an editable table; the builder's rules are checked
 * with their messages before PUT /api/system/froms/update.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFINITION_CALLS, INPUT_TYPES, OPERATE_BUTTONS } from '@portal/shared';
import { Button, Checkbox, Input, InputNumber, Select, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callWith } from '../http/call';
import type { RequestFn } from '../http/client';
import { request as browserRequest } from '../http/request';
import { useLanguage } from '../i18n/useLanguage';
import { definitionToHeader, emptyRow, formEditorProblem, headerToDraft, itemToRow, moveRow, type FormHeader, type FormRow } from './formRows';
import { DefinitionEditorModal } from './DefinitionEditorModal';
import { useDefinitionDraft } from './useDefinitionDraft';

export interface FormEditorProps {
  /** The definition to edit; the modal is open while this is set. */
  fromName: string | null;
  onClose: () => void;
  /** After a successful save, with the saved name (a rename changes it). */
  onSaved?: (fromName: string) => void;
  request?: RequestFn;
}

const typeOptions = INPUT_TYPES.map((type) => ({ value: type, label: type }));
type JsonField = 'rules' | 'rely' | 'relyHide' | 'relyNotHide' | 'relyExistKey';

export function FormEditor({ fromName, onClose, onSaved, request = browserRequest }: FormEditorProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const { loaded, loadError, problem, saving, setHeader, setRows, save: send } = useDefinitionDraft<FormHeader, FormRow>(fromName, {
    fetchDraft: async (name) => {
      const { data: doc } = await callWith(request, DEFINITION_CALLS.formInfo, { query: { from_name: name, format: 'raw' }, silent: true });
      return { ...(doc._id ? { id: doc._id } : {}), header: definitionToHeader(doc), rows: (doc.fromItem ?? []).map(itemToRow) };
    },
    onSaved,
    onClose,
  });
  const setCell = (uid: string, change: Partial<FormRow>) => setRows((rows) => rows.map((r) => (r.uid === uid ? { ...r, ...change } : r)));

  const columns = useMemo<TableColumnsType<FormRow>>(() => {
    const text = (field: 'showName' | 'showNameEn' | 'keyName' | 'lovName', width: number) => ({
      title: t(`editor.${field}`),
      key: field,
      width,
      render: (_: unknown, row: FormRow, i: number) => (
        <Input size="small" value={row[field]} onChange={(e) => setCell(row.uid, { [field]: e.target.value })} data-testid={`form-editor-${field}-${i}`} />
      ),
    });
    const jsonCell = (field: JsonField) => ({
      title: t(`editor.${field}`),
      key: field,
      width: 200,
      render: (_: unknown, row: FormRow, i: number) => (
        <Input.TextArea size="small" autoSize={{ minRows: 1, maxRows: 6 }} value={row[field]} onChange={(e) => setCell(row.uid, { [field]: e.target.value })} data-testid={`form-editor-${field}-${i}`} style={{ fontFamily: 'monospace' }} />
      ),
    });
    return [
      { title: '#', key: 'index', width: 44, render: (_: unknown, __: FormRow, i: number) => i + 1 },
      text('showName', 150),
      text('showNameEn', 150),
      text('keyName', 140),
      {
        title: t('editor.inputType'),
        key: 'type',
        width: 150,
        render: (_: unknown, row: FormRow, i: number) => (
          <Select size="small" style={{ width: '100%' }} showSearch value={row.type || undefined} options={typeOptions} onChange={(type: string) => setCell(row.uid, { type })} data-testid={`form-editor-type-${i}`} />
        ),
      },
      text('lovName', 130),
      jsonCell('rules'),
      {
        title: t('editor.col'),
        key: 'col',
        width: 80,
        render: (_: unknown, row: FormRow, i: number) => (
          <InputNumber size="small" min={1} max={24} value={row.col} onChange={(v) => setCell(row.uid, { col: typeof v === 'number' ? v : null })} data-testid={`form-editor-col-${i}`} />
        ),
      },
      jsonCell('rely'),
      jsonCell('relyHide'),
      jsonCell('relyNotHide'),
      jsonCell('relyExistKey'),
      {
        title: t('editor.operations'),
        key: 'ops',
        width: 110,
        fixed: 'right',
        render: (_: unknown, row: FormRow, i: number) => (
          <Space size={2}>
            <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('editor.moveUp')} onClick={() => setRows((rows) => moveRow(rows, i, i - 1))} />
            <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('editor.moveDown')} onClick={() => setRows((rows) => moveRow(rows, i, i + 1))} />
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('editor.remove')} onClick={() => setRows((rows) => rows.filter((r) => r.uid !== row.uid))} data-testid={`form-editor-remove-${i}`} />
          </Space>
        ),
      },
    ];
    // setCell and setRows only call the state setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t]);

  async function save() {
    if (!loaded) return;
    const message = formEditorProblem(loaded.header, loaded.rows, locale, (e) => t('editor.jsonInvalid', { row: e.index + 1, field: e.field }));
    await send(message, async () => {
      const draft = headerToDraft(loaded.header, loaded.rows);
      await callWith(request, DEFINITION_CALLS.formUpdate, { body: { ...draft, ...(loaded.id ? { id: loaded.id } : {}), old_from_name: loaded.name }, silent: true });
      return draft.from_name ?? loaded.name;
    });
  }

  return (
    <DefinitionEditorModal
      open={fromName !== null}
      title={t('editor.formTitle', { name: fromName ?? '' })}
      width="92vw"
      testId="form-editor"
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
              <Typography.Text>{t('editor.fromName')}</Typography.Text>
              <Input value={header.from_name} onChange={(e) => setHeader({ from_name: e.target.value })} data-testid="form-editor-from-name" />
            </label>
            <label>
              <Typography.Text>{t('editor.description')}</Typography.Text>
              <Input value={header.description} onChange={(e) => setHeader({ description: e.target.value })} style={{ width: 260 }} />
            </label>
            <label>
              <Typography.Text>{t('editor.labelCol')}</Typography.Text>
              <InputNumber min={0} max={24} value={header.labelCol} onChange={(v) => setHeader({ labelCol: typeof v === 'number' ? v : null })} style={{ display: 'block' }} />
            </label>
            <label>
              <Typography.Text>{t('editor.submitTitleZh')}</Typography.Text>
              <Input value={header.submitZh} onChange={(e) => setHeader({ submitZh: e.target.value })} />
            </label>
            <label>
              <Typography.Text>{t('editor.submitTitleEn')}</Typography.Text>
              <Input value={header.submitEn} onChange={(e) => setHeader({ submitEn: e.target.value })} />
            </label>
          </Space>
          <Space wrap>
            <span>
              {t('editor.hideLabel')} <Switch size="small" checked={header.hideLabel} onChange={(hideLabel) => setHeader({ hideLabel })} />
            </span>
            <span>
              {t('editor.titleDivider')} <Switch size="small" checked={header.titleDivider} onChange={(titleDivider) => setHeader({ titleDivider })} />
            </span>
            <span>
              {t('editor.operateButtons')}{' '}
              <Checkbox.Group options={OPERATE_BUTTONS.map((b) => ({ value: b, label: b }))} value={header.operate_buttons} onChange={(v) => setHeader({ operate_buttons: v as string[] })} />
            </span>
          </Space>
          <Table<FormRow> size="small" rowKey="uid" columns={columns} dataSource={loaded.rows} pagination={false} scroll={{ x: 1900, y: '50vh' }} data-testid="form-editor-rows" />
          <Button icon={<PlusOutlined />} onClick={() => setRows((rows) => [...rows, emptyRow()])} data-testid="form-editor-add">
            {t('editor.addRow')}
          </Button>
        </>
        );
      }}
    </DefinitionEditorModal>
  );
}
