/** LOV-backed inputs: lov (and city), multipleSelect, lovTree, lovSearchAdd, segmented, radio. */
import { DEFINITION_CALLS, joinMultiSelect, splitMultiSelect, type LovValue } from '@portal/shared';
import { Button, Radio, Segmented, Select, Space, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWith } from '../../http/call';
import { useFormRuntime } from '../context';
import type { InputProps, InputRenderer, LovOption } from '../types';
import { extraProps, passThrough } from './shared';
import { itemLabel } from '../rules';
import { useLovOptions } from './useLov';

function selectOptions(options: LovOption[]) {
  return options.map((o) => ({ value: o.value as string | number, label: o.label, title: o.description ?? o.label }));
}

const filterByLabel = (text: string, option?: { label?: unknown; title?: unknown }) =>
  `${String(option?.label ?? '')} ${String(option?.title ?? '')}`.toLowerCase().includes(text.toLowerCase());

function LovInput({ item, value, onChange, id, disabled, locale, depsRevision }: InputProps) {
  const { texts } = useFormRuntime();
  const { options, loading, search } = useLovOptions(item, locale, depsRevision, value);
  const mode = extraProps(item).mode;
  const current = mode ? (Array.isArray(value) ? value : splitMultiSelect(value as string)) : value;
  return (
    <Select
      id={id}
      disabled={disabled}
      mode={mode}
      allowClear
      loading={loading}
      placeholder={texts.select}
      value={current === '' || current === null ? undefined : (current as LovValue)}
      onChange={(next: unknown) => onChange?.(next)}
      options={selectOptions(options)}
      showSearch={search ? { filterOption: false, onSearch: search } : { filterOption: filterByLabel }}
      {...passThrough(item)}
    />
  );
}

/** A multi-select whose stored value is one string joined by `props.separator` (default ','). */
function MultipleSelectInput({ item, value, onChange, id, disabled, locale, depsRevision }: InputProps) {
  const { t } = useTranslation();
  const { options, loading } = useLovOptions(item, locale, depsRevision);
  const separator = extraProps(item).separator ?? ',';
  return (
    <Select
      id={id}
      disabled={disabled}
      mode={extraProps(item).mode === 'tags' ? 'tags' : 'multiple'}
      allowClear
      loading={loading}
      placeholder={t('form.selectPlaceholder')}
      value={splitMultiSelect(value as string, separator)}
      onChange={(next: string[]) => onChange?.(joinMultiSelect(next, separator))}
      options={selectOptions(options)}
      showSearch={{ filterOption: filterByLabel }}
      {...passThrough(item)}
    />
  );
}

interface TreeNode {
  value: string | number;
  title: string;
  children?: TreeNode[];
}

function treeData(options: LovOption[]): TreeNode[] {
  return options.map((o) => ({ value: o.value as string | number, title: o.label, ...(o.children ? { children: treeData(o.children) } : {}) }));
}

function LovTreeInput({ item, value, onChange, id, disabled, locale, depsRevision }: InputProps) {
  const { t } = useTranslation();
  const { options } = useLovOptions(item, locale, depsRevision);
  const multiple = extraProps(item).mode === 'multiple';
  return (
    <TreeSelect
      id={id}
      disabled={disabled}
      allowClear
      multiple={multiple}
      placeholder={t('form.selectPlaceholder')}
      value={value === '' || value === null ? undefined : (value as string)}
      onChange={(next: unknown) => onChange?.(next)}
      treeData={treeData(options)}
      showSearch={{ treeNodeFilterProp: 'title' }}
      style={{ width: '100%' }}
      {...passThrough(item)}
    />
  );
}

/** Search a self-creatable list; text not in it can be added (POST /api/system/lov/selfcreate). */
function LovSearchAddInput({ item, value, onChange, id, disabled, locale, depsRevision }: InputProps) {
  const { t } = useTranslation();
  const { services } = useFormRuntime();
  const { options, loading } = useLovOptions(item, locale, depsRevision);
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const trimmed = text.trim();
  const exists = options.some((o) => o.label === trimmed || String(o.value) === trimmed);
  const add = async () => {
    if (!item.input.lovName || !trimmed) return;
    setAdding(true);
    try {
      const created = await callWith(services.request, DEFINITION_CALLS.lovSelfCreate, { body: { lovName: item.input.lovName, content: trimmed } });
      services.lovCache.invalidate(services.identity, item.input.lovName);
      onChange?.(created.data?.value ?? trimmed);
      setText('');
    } finally {
      setAdding(false);
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        id={id}
        disabled={disabled}
        allowClear
        loading={loading}
        style={{ width: '100%' }}
        placeholder={t('form.searchPlaceholder')}
        value={value === '' || value === null ? undefined : (value as LovValue)}
        onChange={(next: unknown) => onChange?.(next)}
        options={selectOptions(options)}
        showSearch={{ filterOption: filterByLabel, onSearch: setText, searchValue: text }}
        {...passThrough(item)}
      />
      <Button data-testid={`form-lov-add-${item.keyName}`} disabled={disabled || !trimmed || exists || !item.input.lovName} loading={adding} onClick={() => void add()}>
        {t('form.add')}
      </Button>
    </Space.Compact>
  );
}

function SegmentedInput({ item, value, onChange, disabled, locale, depsRevision }: InputProps) {
  const { options } = useLovOptions(item, locale, depsRevision);
  const list = selectOptions(options);
  return <Segmented disabled={disabled} value={(value ?? list[0]?.value) as string} onChange={(next) => onChange?.(next)} options={list.map((o) => ({ value: o.value, label: o.label }))} />;
}

function RadioInput({ item, value, onChange, disabled, locale, depsRevision }: InputProps) {
  const { options } = useLovOptions(item, locale, depsRevision);
  return <Radio.Group role="radiogroup" aria-label={itemLabel(item, locale)} disabled={disabled} value={value} onChange={(e) => onChange?.(e.target.value)} options={selectOptions(options).map((o) => ({ value: o.value, label: o.label }))} />;
}

export const selectInputs: Record<string, InputRenderer> = {
  lov: { Component: LovInput },
  multipleSelect: { Component: MultipleSelectInput },
  lovTree: { Component: LovTreeInput },
  lovSearchAdd: { Component: LovSearchAddInput },
  segmented: { Component: SegmentedInput },
  // A group named by its label (see checkbox): no label `for` one of its buttons.
  radio: { Component: RadioInput, formItemProps: { htmlFor: undefined } },
};
