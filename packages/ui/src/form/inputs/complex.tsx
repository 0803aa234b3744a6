/** Composite inputs: phone number with dial code (and its verification code), single-file uploads. */
import { asVerifiedValue, countries, countryLabel, fileExtension, uploadAccept, verifyKindOf, type UploadKind } from '@portal/shared';
import { App, Button, Input, Select, Space, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRuntime } from '../context';
import { joinPhone, splitPhone } from '../phone';
import type { InputProps, InputRenderer } from '../types';
import { extraProps } from './shared';
import { isRawFilePath, openRawFile, uploadedPath, uploadFailure } from './upload';
import { VerifyControls } from './verified';

export { uploadedPath };

function PhoneNumberInput({ item, value, onChange, id, disabled, locale }: InputProps) {
  const { t } = useTranslation();
  // A verified value ({phone, code, …}) shows as the phone it verified.
  const text = asVerifiedValue('phone', value)?.phone_select_code ?? value;
  const { code, number } = splitPhone(text);
  const verify = verifyKindOf(item) === 'phone';
  const options = useMemo(
    () =>
      countries
        .filter((c) => c.sharesDialCodeWith === undefined)
        .map((c) => ({ value: c.codeKey, label: `+${c.codeKey} ${countryLabel(c, locale)}` })),
    [locale],
  );
  const row = (send?: ReactNode) => (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        aria-label={t('form.dialCode')}
        disabled={disabled}
        // With the send button beside it the row is crowded on a phone: the chosen code shows as '+86' only.
        style={{ width: verify ? 84 : 160, flex: 'none' }}
        labelRender={verify ? (chosen) => `+${String(chosen.value)}` : undefined}
        value={code}
        onChange={(next: string) => onChange?.(joinPhone(next, number) || undefined)}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
      />
      <Input id={id} disabled={disabled} maxLength={11} inputMode="numeric" placeholder={t('form.phonePlaceholder')} value={number} onChange={(e) => onChange?.(joinPhone(code, e.target.value) || undefined)} />
      {send}
    </Space.Compact>
  );
  if (!verify) return row();
  return (
    // A new area code is a new target: the verification starts over.
    <VerifyControls key={code} kind="phone" keyName={item.keyName} target={number} areaCode={code} value={value} onChange={onChange} locale={locale} disabled={disabled} plain={joinPhone(code, number) || undefined}>
      {row}
    </VerifyControls>
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

export const complexInputs: Record<string, InputRenderer> = {
  phoneNumber: { Component: PhoneNumberInput },
  imageUpload: { Component: ImageUploadInput },
  fileUpload: { Component: FileUploadInput },
};
