/**
 * The server-driven form: items from a definition (given, or fetched by `fromName`), visibility
 * from the shared rules, one LOV call for the whole form, a submit guard, and pruned values
 * handed to `onSubmit`.
 */
import { baseKeyOf, DEFINITION_CALLS, expressiveKey, getPath, pruneValues, type FormDefinition } from '@portal/shared';
import { Alert, Button, Form, Space, Spin, type FormInstance, type FormProps } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DraftPrompt } from '../drafts/DraftPrompt';
import { useLanguage } from '../i18n/useLanguage';
import { callWith } from '../http/call';
import { FormRuntimeContext, useFormServices, type FormRuntime, type FormServices } from './context';
import { fetchLovs } from './lovCache';
import { FormItemView } from './FormItemView';
import { formLovNames } from './lovOptions';
import { inputRegistry as defaultRegistry } from './inputs/index';
import type { InputRegistry } from './registry';
import { itemFieldName } from './rules';
import type { FormMode } from './types';
import { formDraftId, useFormDraft } from './useFormDraft';
import { createVisibilityStore } from './visibilityStore';
import { createWindowStore, WINDOW_FROM, type WindowStore } from './windowing';

export type FormValues = Record<string, unknown>;

// A plain 24-column CSS grid: cheaper than 300 antd Col components (extra.col spans columns).
// The gap shrinks on narrow screens: 23 fixed 16 px gaps alone would be wider than a phone.
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(24, minmax(0, 1fr))', columnGap: 'min(16px, 2%)', width: '100%' } as const;
const SEARCH_BUTTONS = { gridColumn: 'span 6 / -1', justifySelf: 'end' } as const;

export interface DynamicFormProps {
  /** The definition to render; or `fromName` to fetch it (GET /api/system/froms/netInfo). */
  definition?: FormDefinition;
  fromName?: string;
  initialValues?: FormValues;
  /**
   * Receives the pruned values; the submit button shows loading until it settles. Resolving
   * `false` says nothing was stored: the text typed stays kept on the device.
   */
  onSubmit?: (values: FormValues) => Promise<unknown> | unknown;
  /**
   * The record the form edits, for keeping its long texts on the device until saved (useFormDraft);
   * by default the initial values' `_id`, or 'new' for a create form. false: keep nothing.
   */
  draftId?: string | false;
  /** The close button (shown when `operate_buttons` has 'close' and this is given). */
  onClose?: () => void;
  mode?: FormMode;
  layout?: FormProps['layout'];
  /** The lookup answer rules with `when` refer to. */
  lookup?: unknown;
  registry?: InputRegistry;
  services?: Partial<FormServices>;
  /** Bring your own form instance (e.g. to submit from a dialog footer). */
  form?: FormInstance;
  disabled?: boolean;
}

/** Values to submit: removed items' values dropped, then pruned against the initial values. */
export function submissionValues(values: FormValues, removedKeys: readonly string[], initialValues: FormValues = {}): FormValues {
  const kept = structuredClone(values);
  for (const key of removedKeys) {
    const path = key.split('.');
    const parent = path.length === 1 ? kept : (getPath(kept, path.slice(0, -1).join('.')) as Record<string, unknown> | undefined);
    if (parent && typeof parent === 'object') delete parent[path[path.length - 1]!];
  }
  return pruneValues(kept, initialValues);
}

function makeWindows(items: FormDefinition['fromItem']): WindowStore | undefined {
  if (items.length <= WINDOW_FROM || typeof IntersectionObserver === 'undefined') return undefined;
  return createWindowStore(items.map((item) => item.keyName));
}

/**
 * Mounts every item so antd checks all of them, keeps the failed ones mounted and scrolls to
 * the first in the form's order; then returns to the window. True when all passed.
 */
async function checkEveryItem(form: FormInstance, windows: WindowStore, items: FormDefinition['fromItem']): Promise<boolean> {
  flushSync(() => windows.mountAll(true));
  try {
    await form.validateFields();
    return true;
  } catch (failure) {
    // A question's expressive answer is its own field (<key>_Expressive) inside the item <key>.
    const failed = new Set(((failure as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? []).map((field) => itemKeyOf(items, field.name.join('.'))));
    windows.pin([...failed]);
    const first = items.find((item) => failed.has(item.keyName));
    if (first) requestAnimationFrame(() => form.scrollToField(first.keyName.split('.'), { block: 'center' }));
    return false;
  } finally {
    windows.mountAll(false);
  }
}

function itemKeyOf(items: FormDefinition['fromItem'], fieldName: string): string {
  return items.some((item) => item.keyName === fieldName) ? fieldName : baseKeyOf(fieldName);
}

/** Removed items' keys plus the extra field a question item keeps its expressive answer in. */
export function withCompanionKeys(items: FormDefinition['fromItem'], removed: readonly string[]): string[] {
  const questions = new Set(items.filter((item) => item.input?.type === 'question').map((item) => item.keyName));
  return removed.flatMap((key) => (questions.has(key) ? [key, expressiveKey(key)] : [key]));
}

function useDefinition(definition: FormDefinition | undefined, fromName: string | undefined, services: FormServices): { definition?: FormDefinition; failed?: boolean } {
  const [fetched, setFetched] = useState<{ name: string; definition?: FormDefinition; failed?: boolean } | null>(null);
  useEffect(() => {
    if (definition || !fromName) return;
    let live = true;
    callWith(services.request, DEFINITION_CALLS.formInfo, { query: { from_name: fromName } }).then(
      (result) => live && setFetched({ name: fromName, definition: result.data }),
      () => live && setFetched({ name: fromName, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [definition, fromName, services]);
  if (definition) return { definition };
  if (!fetched || fetched.name !== fromName) return {};
  return fetched.failed ? { failed: true } : fetched.definition ? { definition: fetched.definition } : {};
}

export function DynamicForm(props: DynamicFormProps) {
  const { t } = useTranslation();
  const services = useFormServices(props.services);
  const { definition, failed } = useDefinition(props.definition, props.fromName, services);
  if (failed) return <Alert type="error" showIcon data-testid="dynamic-form-error" title={t('form.loadFailed')} />;
  if (!definition) return <Spin data-testid="dynamic-form-loading" />;
  return <LoadedForm {...props} definition={definition} services={services} />;
}

function LoadedForm(props: DynamicFormProps & { definition: FormDefinition; services: FormServices }) {
  const { definition, services, initialValues, onSubmit, onClose, lookup } = props;
  const mode = props.mode ?? 'create';
  const { t } = useTranslation();
  const locale = useLanguage();
  const [ownForm] = Form.useForm();
  const form = props.form ?? ownForm;
  const registry = props.registry ?? defaultRegistry;
  const items = definition.fromItem;
  const property = definition.property ?? {};
  const [submitting, setSubmitting] = useState(false);
  const guard = useRef(false);

  const initial = useMemo(() => initialValues ?? {}, [initialValues]);
  // The store is made once per definition; later value changes go through onValuesChange.
  const [store, setStore] = useState(() => ({ items, store: createVisibilityStore(items, initial) }));
  if (store.items !== items) setStore({ items, store: createVisibilityStore(items, initial) });
  const visibility = store.store;

  // One lov/multiple call for every stored list of the form, cached per institution and role.
  const lovNames = useMemo(() => formLovNames(definition), [definition]);
  useEffect(() => {
    if (lovNames.length === 0) return;
    void services.lovCache.load(services.identity, lovNames, fetchLovs(services.request)).catch(() => undefined); // the call client already showed the error
  }, [lovNames, services]);

  // Long forms mount only the items near the visible area (windowing.ts); not where nothing can
  // report visibility (jsdom), and a new definition gets a new window.
  const [windowed, setWindowed] = useState(() => ({ items, windows: makeWindows(items) }));
  if (windowed.items !== items) setWindowed({ items, windows: makeWindows(items) });
  const windows = windowed.windows;
  const gridRef = useCallback((element: HTMLDivElement | null) => (element && windows ? windows.attach(element) : undefined), [windows]);

  const labels = useMemo(() => new Map(items.map((item) => [item.keyName, itemFieldName(item)])), [items]);
  const nameOf = useCallback((key: string) => labels.get(key), [labels]);

  const draft = useFormDraft(form, definition, formDraftId(props.draftId, mode, initial), initial, props.disabled);
  const keepDraft = draft.changed;
  const onValuesChange = useCallback(
    (changed: FormValues) => {
      const all = form.getFieldsValue(true) as FormValues;
      visibility.changed(Object.keys(changed), all);
      keepDraft(Object.keys(changed), all);
    },
    [form, visibility, keepDraft],
  );
  const restoreDraft = () => {
    const keys = draft.restore();
    visibility.changed(keys, form.getFieldsValue(true));
  };

  const onFinish = async () => {
    if (guard.current) return;
    guard.current = true;
    setSubmitting(true);
    try {
      if (windows && !(await checkEveryItem(form, windows, items))) return;
      const values = form.getFieldsValue(true) as FormValues;
      const result = await onSubmit?.(submissionValues(values, withCompanionKeys(items, visibility.removedKeys()), initial));
      if (result !== false) draft.saved();
    } finally {
      guard.current = false;
      setSubmitting(false);
    }
  };

  const reset = () => {
    form.resetFields();
    visibility.reset(form.getFieldsValue(true));
  };

  const inputText = t('form.inputPlaceholder');
  const selectText = t('form.selectPlaceholder');
  const runtime = useMemo<FormRuntime>(
    () => ({ services, form, definition, lookup, texts: { input: inputText, select: selectText } }),
    [services, form, definition, lookup, inputText, selectText],
  );
  const labelCol = typeof property.labelCol === 'number' ? { span: property.labelCol } : (property.labelCol as FormProps['labelCol']);
  const wrapperCol = typeof property.labelCol === 'number' && property.labelCol < 24 ? { span: 24 - property.labelCol } : undefined;
  const buttons = property.operate_buttons ?? (mode === 'search' ? ['reset', 'submit'] : ['close', 'submit']);
  const submitTitle = typeof property.submit_title === 'string' ? property.submit_title : property.submit_title ? (locale === 'en' ? property.submit_title.en || property.submit_title.zh : property.submit_title.zh) : t(mode === 'search' ? 'form.search' : 'form.submit');
  const defaultCol = mode === 'search' ? 8 : 24;

  const buttonRow = (
    <Space>
      {buttons.includes('close') && onClose ? (
        <Button data-testid="form-close" onClick={onClose}>
          {t('form.close')}
        </Button>
      ) : null}
      {buttons.includes('reset') ? (
        <Button data-testid="form-reset" onClick={reset}>
          {t('form.reset')}
        </Button>
      ) : null}
      {buttons.includes('submit') ? (
        <Button data-testid="form-submit" type="primary" htmlType="submit" loading={submitting}>
          {submitTitle}
        </Button>
      ) : null}
    </Space>
  );

  return (
    <FormRuntimeContext.Provider value={runtime}>
      <DraftPrompt draft={draft.offered} onRestore={restoreDraft} onDiscard={draft.discard} />
      <Form
        form={form}
        // antd prefixes every field's element id with the form's name: a dialog's fields never
        // share an id with the page's search form, so each label focuses its own field.
        name={definition.from_name}
        data-testid={`dynamic-form-${definition.from_name}`}
        layout={props.layout ?? 'horizontal'}
        labelCol={labelCol}
        wrapperCol={wrapperCol}
        initialValues={initial}
        onValuesChange={onValuesChange}
        onFinish={() => void onFinish()}
        // Items outside the window were not checked: check them too, so every message shows at once.
        onFinishFailed={windows ? () => void checkEveryItem(form, windows, items) : undefined}
        disabled={props.disabled}
        {...(property.formProps as FormProps | undefined)}
        // Unmounted items of a windowed form must keep their values.
        {...(windows ? { preserve: true } : {})}
      >
        <div style={GRID} ref={gridRef}>
          {items.map((item, index) => (
            <FormItemView
              key={item.keyName ?? `#${index}`}
              item={item}
              registry={registry}
              store={visibility}
              locale={locale}
              mode={mode}
              hideLabel={property.hideLabel === true}
              defaultCol={defaultCol}
              lookup={lookup}
              nameOf={nameOf}
              windows={windows}
            />
          ))}
          {buttons.length > 0 && mode === 'search' ? (
            // A search form's buttons end the last row of fields when there is room, right-aligned.
            <Form.Item style={SEARCH_BUTTONS}>{buttonRow}</Form.Item>
          ) : null}
        </div>
        {buttons.length > 0 && mode !== 'search' ? (
          <Form.Item wrapperCol={wrapperCol ? { offset: 24 - wrapperCol.span, span: wrapperCol.span } : undefined}>{buttonRow}</Form.Item>
        ) : null}
      </Form>
    </FormRuntimeContext.Provider>
  );
}
