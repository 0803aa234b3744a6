/** Composite inputs: phone number with dial code, single-file uploads, a small editable table. */
import { countries, countryLabel, fileExtension, uploadAccept, type UploadKind } from '@portal/shared';
import { App, Button, Input, InputNumber, Select, Space, Table, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRuntime } from '../context';
import { joinPhone, splitPhone } from '../phone';
import type { InputProps, InputRenderer, TableColumnDef } from '../types';
import { extraProps } from './shared';
import { isRawFilePath, openRawFile, uploadedPath, uploadFailure } from './upload';

export { uploadedPath };

function PhoneNumberInput({ value, onChange, id, disabled, locale }: InputProps) {
  const { t } = useTranslation();
  const { code, number } = splitPhone(value);
  const options = useMemo(
    () =>
      countries
        .filter((c) => c.sharesDialCodeWith === undefined)
        .map((c) => ({ value: c.codeKey, label: `+${c.codeKey} ${countryLabel(c, locale)}` })),
    [locale],
  );
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        aria-label={t('form.dialCode')}
        disabled={disabled}
        style={{ width: 160 }}
        value={code}
        onChange={(next: string) => onChange?.(joinPhone(next, number) || undefined)}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
      />
      <Input id={id} disabled={disabled} maxLength={11} inputMode="numeric" placeholder={t('form.phonePlaceholder')} value={number} onChange={(e) => onChange?.(joinPhone(code, e.target.value) || undefined)} />
    </Space.Compact>
  );
}

/** The value (a stored path, or a list with one) as the upload list, so existing files show. */
export function fileListOf(value: unknown): UploadFile[] {
  const paths = (Array.isArray(value) ? value : value ? [value] : []).filter((v): v is string => typeof v === 'string' && v !== '');
  return paths.map((path, index) => ({ uid: `existing-${index}`, name: path.split(/[\\/]/).pop() || path, url: path, status: 'done' }));
}

function UploadInput({ item, value, onChange, disabled, kind }: InputProps & { kind: UploadKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { services } = useFormRuntime();
  const action = extraProps(item).action ?? services.uploadAction;
  const accept = uploadAccept(kind);
  const allowed = accept.split(',').map((ext) => ext.slice(1));
  return (
    <Upload
      action={action}
      accept={accept}
      maxCount={1}
      disabled={disabled}
      headers={services.uploadHeaders?.()}
      listType={kind === 'image' ? 'picture' : 'text'}
      defaultFileList={fileListOf(value)}
      beforeUpload={(file) => (allowed.includes(fileExtension(file.name)) ? true : Upload.LIST_IGNORE)}
      onChange={({ file }) => {
        const failure = uploadFailure(file.response);
        if (file.status === 'error' || (file.status === 'done' && failure !== undefined)) {
          void message.error(failure || t('form.uploadFailed'));
          return;
        }
        if (file.status === 'done') onChange?.(uploadedPath(file.response) ?? file.name);
        if (file.status === 'removed') onChange?.(undefined);
      }}
      onPreview={(file) => {
        // Uploaded files need the token header, which a plain link cannot send.
        if (isRawFilePath(file.url)) void openRawFile(file.url, services.uploadHeaders?.() ?? {}).catch(() => message.error(t('form.uploadFailed')));
        else if (file.url) window.open(file.url, '_blank', 'noopener');
      }}
    >
      <Button disabled={disabled} data-testid={`form-upload-${item.keyName}`}>
        {t('form.upload')}
      </Button>
    </Upload>
  );
}

const ImageUploadInput = (props: InputProps) => <UploadInput {...props} kind="image" />;
const FileUploadInput = (props: InputProps) => <UploadInput {...props} kind="file" />;

type Row = Record<string, unknown> & { key: string };

/** Rows of `props.columns` ({ dataIndex, title, titleEn, type }), stored as a list of objects. */
function TableDataInput({ item, value, onChange, disabled, locale }: InputProps) {
  const { t } = useTranslation();
  const columns = extraProps(item).columns ?? [];
  const rows: Row[] = (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).map((row, index) => ({ ...row, key: String(index) }));
  const strip = (list: Row[]) => list.map(({ key: _key, ...rest }) => rest);
  const setCell = (index: number, column: TableColumnDef, cell: unknown) =>
    onChange?.(strip(rows.map((row, i) => (i === index ? { ...row, [column.dataIndex]: cell } : row))));
  if (columns.length === 0) return <span data-testid={`form-table-${item.keyName}`}>{t('form.noColumns')}</span>;
  return (
    <div data-testid={`form-table-${item.keyName}`}>
      <Table<Row>
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          ...columns.map((column) => ({
            key: column.dataIndex,
            title: (locale === 'en' ? column.titleEn || column.title : column.title || column.titleEn) ?? column.dataIndex,
            render: (_: unknown, row: Row, index: number) =>
              column.type === 'number' ? (
                <InputNumber disabled={disabled} value={row[column.dataIndex] as number | null} onChange={(next) => setCell(index, column, next ?? undefined)} />
              ) : (
                <Input disabled={disabled} value={String(row[column.dataIndex] ?? '')} onChange={(e) => setCell(index, column, e.target.value)} />
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

export const complexInputs: Record<string, InputRenderer> = {
  phoneNumber: { Component: PhoneNumberInput },
  imageUpload: { Component: ImageUploadInput },
  fileUpload: { Component: FileUploadInput },
  tableData: { Component: TableDataInput },
};
