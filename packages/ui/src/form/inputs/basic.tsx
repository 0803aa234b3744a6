/** Plain inputs: heading, texts, number, e-mail, switch, checkbox, time, editor, read-only. */
import { asVerifiedValue, verifyKindOf } from '@portal/shared';
import { Checkbox, Divider, Input, InputNumber, Skeleton, Space, Switch, TimePicker, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRuntime } from '../context';
import { findLovOption } from '../lovOptions';
import { itemLabel } from '../rules';
import type { InputProps, InputRenderer } from '../types';
import { extraProps, passThrough } from './shared';
import { useLovOptions } from './useLov';
import { VerifyControls } from './verified';

function TitleInput({ item, locale }: InputProps) {
  const { definition } = useFormRuntime();
  const text = itemLabel(item, locale);
  if (definition.property?.titleDivider) return <Divider data-testid={`form-title-${item.keyName}`}>{text}</Divider>;
  return (
    <Typography.Title level={5} data-testid={`form-title-${item.keyName}`}>
      {text}
    </Typography.Title>
  );
}

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** `props.placeholder` / `placeholderEn` give a field its own hint in each language (e.g. 'leave blank to have one given'). */
function TextInput({ item, value, onChange, id, disabled, locale }: InputProps) {
  const { texts } = useFormRuntime();
  const props = extraProps(item);
  const placeholder = (locale === 'en' ? props.placeholderEn : undefined) ?? props.placeholder ?? texts.input;
  return <Input id={id} disabled={disabled} value={str(value)} onChange={(e) => onChange?.(e.target.value)} {...passThrough(item, 'placeholder', 'placeholderEn')} placeholder={placeholder} />;
}

function EmailInput(props: InputProps) {
  const { item, value, onChange, id, disabled, locale } = props;
  const { texts } = useFormRuntime();
  if (verifyKindOf(item) !== 'email') return <TextInput {...props} />;
  const address = asVerifiedValue('email', value)?.email ?? str(value);
  return (
    <VerifyControls kind="email" keyName={item.keyName} target={address.trim()} areaCode="" value={value} onChange={onChange} locale={locale} disabled={disabled} plain={address || undefined}>
      {(send) => (
        <Space.Compact style={{ width: '100%' }}>
          <Input id={id} type="email" inputMode="email" disabled={disabled} value={address} onChange={(e) => onChange?.(e.target.value)} placeholder={texts.input} {...passThrough(item)} />
          {send}
        </Space.Compact>
      )}
    </VerifyControls>
  );
}

function TextAreaInput({ item, value, onChange, id, disabled }: InputProps) {
  const { texts } = useFormRuntime();
  return <Input.TextArea id={id} disabled={disabled} rows={extraProps(item).rows ?? 4} value={str(value)} onChange={(e) => onChange?.(e.target.value)} placeholder={texts.input} {...passThrough(item, 'rows')} />;
}

function NumberInput({ item, value, onChange, id, disabled }: InputProps) {
  const props = extraProps(item);
  return (
    <InputNumber
      id={id}
      disabled={disabled}
      style={{ width: '100%' }}
      min={props.min ?? Number.MIN_SAFE_INTEGER}
      max={props.max ?? Number.MAX_SAFE_INTEGER}
      value={value === '' || value === undefined || value === null ? null : Number(value)}
      onChange={(next) => onChange?.(next ?? undefined)}
      {...passThrough(item, 'min', 'max')}
    />
  );
}

function SwitchInput({ item, value, onChange, id, disabled }: InputProps) {
  return <Switch id={id} disabled={disabled} checked={value === true || value === 'true' || value === 1} onChange={(checked) => onChange?.(checked)} {...passThrough(item)} />;
}

/**
 * An exclusive group (`props.exclusive`) holds at most one box: ticking one clears the other
 * (pass / not_pass, age / not_age: test-and-training §5), and its value is that one value.
 */
export function exclusivePick(before: readonly unknown[], after: readonly unknown[]): unknown {
  return after.find((v) => !before.includes(v)) ?? (after.length > 0 ? after[0] : undefined);
}

function CheckboxInput({ item, value, onChange, id, disabled, locale, depsRevision }: InputProps) {
  const { options } = useLovOptions(item, locale, depsRevision);
  if (item.input.lovName || item.input.lovApi) {
    const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
    const exclusive = extraProps(item).exclusive === true;
    const change = (next: unknown[]) => onChange?.(exclusive ? exclusivePick(list, next) : next);
    return (
      <Checkbox.Group
        role="group"
        aria-label={itemLabel(item, locale)}
        disabled={disabled}
        value={list as never[]}
        onChange={change}
        options={options.map((o) => ({ value: o.value as string, label: o.label }))}
        data-testid={`form-checkbox-${item.keyName}`}
      />
    );
  }
  return <Checkbox id={id} disabled={disabled} checked={value === true || value === 'true'} onChange={(e) => onChange?.(e.target.checked)} />;
}

function TimeInput({ item, value, onChange, id, disabled }: InputProps) {
  const parsed = typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) ? dayjs(`2000-01-01 ${value}`) : null;
  return <TimePicker id={id} disabled={disabled} format="HH:mm" value={parsed} onChange={(next) => onChange?.(next ? next.format('HH:mm') : undefined)} {...passThrough(item)} />;
}

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The rich-text editor, loaded on first use so its code never weighs on pages without one. */
function EditorInput(props: InputProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} data-testid={`form-editor-loading-${props.item.keyName}`} aria-label={t('form.editorLoading')} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

function OnlyShowInput({ item, value, locale, depsRevision }: InputProps) {
  const { t } = useTranslation();
  const { options } = useLovOptions(item, locale, depsRevision);
  let text: string;
  if (value === undefined || value === null || value === '') text = '—';
  else if (typeof value === 'boolean') text = value ? t('form.yes') : t('form.no');
  else if (item.input.lovName || item.input.lovApi || item.input.isCity) {
    const parts = Array.isArray(value) ? value : String(value).split(extraProps(item).separator ?? ',');
    text = parts.map((part) => findLovOption(options, typeof part === 'string' ? part.trim() : part)?.label ?? String(part)).join(', ');
  } else text = Array.isArray(value) ? value.join(', ') : String(value);
  return <span data-testid={`form-only-show-${item.keyName}`}>{text}</span>;
}

export const basicInputs: Record<string, InputRenderer> = {
  title: { Component: TitleInput, bare: true },
  text: { Component: TextInput },
  textArea: { Component: TextAreaInput },
  number: { Component: NumberInput },
  email: { Component: EmailInput },
  switch: { Component: SwitchInput },
  // A list of boxes is a group named by its label: a label `for` one box would tick that box when clicked.
  checkbox: { Component: CheckboxInput, formItemProps: (item) => (item.input.lovName || item.input.lovApi ? { htmlFor: undefined } : {}) },
  time: { Component: TimeInput },
  editor: { Component: EditorInput },
  onlyShow: { Component: OnlyShowInput },
};
