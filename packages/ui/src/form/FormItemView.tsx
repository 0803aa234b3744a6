/**
 * One definition item: subscribes only to its own visibility snapshot, so a keystroke elsewhere
 * does not re-render it (antd's Field re-renders just the field whose value changed).
 */
import { verifyKindOf, type FormItem, type Locale } from '@portal/shared';
import { Form } from 'antd';
import { memo, useCallback, useMemo, useSyncExternalStore, type CSSProperties } from 'react';
import { impliedQuestionRules, questionOfItem } from './inputs/question';
import type { InputRegistry } from './registry';
import { isRequiredItem, itemFieldName, itemLabel, ruleDependencies, toAntdRules, type ItemRule, type RuleMappingContext } from './rules';
import type { FormMode, InputExtraProps } from './types';
import { UnknownInput } from './UnknownInput';
import type { VisibilityStore } from './visibilityStore';
import type { WindowStore } from './windowing';

export interface FormItemViewProps {
  item: FormItem;
  registry: InputRegistry;
  store: VisibilityStore;
  locale: Locale;
  mode: FormMode;
  hideLabel: boolean;
  defaultCol: number;
  lookup: unknown;
  nameOf: (key: string) => RuleMappingContext['field'] | undefined;
  disabled?: boolean;
  /** For long forms: mounts the item only near the visible area (see windowing.ts). */
  windows?: WindowStore;
}

/** Rules a type implies even when the definition lists none (the shared validators again). */
export function impliedRules(item: FormItem): ItemRule[] {
  const props = (item.input?.props ?? {}) as InputExtraProps;
  const has = (type: string) => (item.rules ?? []).some((rule) => rule.type === type);
  const verify: ItemRule[] = verifyKindOf(item) ? [{ type: 'verified', kind: verifyKindOf(item)! }] : [];
  switch (item.input?.type) {
    case 'email':
      return [...(has('email') ? [] : [{ type: 'email' as const }]), ...verify];
    case 'phoneNumber':
      return [...(has('tel') ? [] : [{ type: 'tel' as const }]), ...verify];
    case 'time':
      return has('time') ? [] : [{ type: 'time' }];
    case 'number':
      return has('number') ? [] : [{ type: 'number', ...(props.min !== undefined ? { min: props.min } : {}), ...(props.max !== undefined ? { max: props.max } : {}) }];
    case 'imageUpload':
      return has('upload') ? [] : [{ type: 'upload', kind: 'image' }];
    case 'fileUpload':
      return has('upload') ? [] : [{ type: 'upload', kind: 'file' }];
    case 'dateRange':
      return has('dateRange') || !props.disabledDate ? [] : [{ type: 'dateRange', maxRangeDay: props.maxRangeDay ?? 10 }];
    case 'question':
      return impliedQuestionRules(item);
    default:
      return [];
  }
}

const FULL = { gridColumn: 'span 24' } as const;
const HIDDEN = { display: 'none' } as const;
// In a windowed (long) form `contain` keeps a field's re-layout (typing, a message appearing)
// inside its own cell. Not in short forms: it would also trap position:fixed descendants (the
// rich-text editor's full-screen mode) inside the cell.
const spans = new Map<string, CSSProperties>();
function spanStyle(span: number, contained: boolean): CSSProperties {
  const key = `${span}${contained ? 'c' : ''}`;
  let style = spans.get(key);
  if (!style) spans.set(key, (style = contained ? { gridColumn: `span ${span}`, contain: 'layout style' } : { gridColumn: `span ${span}` }));
  return style;
}

const ALWAYS = () => () => undefined;

export const FormItemView = memo(function FormItemView({ item, registry, store, locale, mode, hideLabel, defaultCol, lookup, nameOf, disabled, windows }: FormItemViewProps) {
  const key = item.keyName;
  const snapshot = useSyncExternalStore(
    (listener) => store.subscribe(key, listener),
    () => store.get(key),
    () => store.get(key),
  );
  const mounted = useSyncExternalStore(
    windows ? (listener) => windows.subscribe(key, listener) : ALWAYS,
    () => windows?.mounted(key) ?? true,
    () => true,
  );
  // The cell stays the same element while its content mounts and unmounts, so it is observed once.
  const cellRef = useCallback((element: HTMLDivElement | null) => (element && windows ? windows.observe(key, element) : undefined), [key, windows]);
  const renderer = registry.get(item.input?.type);
  const span = item.extra?.col ?? defaultCol;
  const hidden = snapshot.state === 'hidden';
  const label = hideLabel ? undefined : itemLabel(item, locale);

  const allRules = useMemo(() => [...(item.rules ?? []), ...impliedRules(item)], [item]);
  const question = useMemo(() => (item.input?.type === 'question' ? questionOfItem(item) : undefined), [item]);
  // An unmounted item of a windowed form needs no antd rules yet: most of a long form is such.
  const rules = useMemo(
    () => (hidden || !mounted ? [] : toAntdRules(allRules, { locale, field: itemFieldName(item), nameOf, lookup, question })),
    [allRules, hidden, mounted, item, locale, lookup, nameOf, question],
  );
  const dependencies = useMemo(() => ruleDependencies(item.rules), [item.rules]);

  if (snapshot.state === 'removed') return null;
  if (!renderer) {
    return (
      <div style={FULL}>
        <UnknownInput item={item} />
      </div>
    );
  }
  const { Component } = renderer;
  if (!mounted) {
    const box: CSSProperties = { ...(renderer.bare ? FULL : hidden ? HIDDEN : spanStyle(span, windows !== undefined)), height: windows?.height(key) };
    return <div ref={cellRef} style={box} data-testid={`form-item-${key}`} data-col={span} data-unmounted="" />;
  }
  if (renderer.bare) {
    return (
      <div ref={cellRef} style={FULL}>
        <Component item={item} locale={locale} mode={mode} depsRevision={snapshot.depsRevision} />
      </div>
    );
  }
  return (
    <div ref={cellRef} style={hidden ? HIDDEN : spanStyle(span, windows !== undefined)} data-testid={`form-item-${key}`} data-col={span}>
      <Form.Item
        name={key.split('.')}
        label={label}
        hidden={hidden}
        rules={rules}
        required={!hidden && isRequiredItem(allRules, lookup, question)}
        dependencies={dependencies.length ? dependencies : undefined}
        {...(typeof renderer.formItemProps === 'function' ? renderer.formItemProps(item) : renderer.formItemProps)}
      >
        <Component item={item} locale={locale} mode={mode} depsRevision={snapshot.depsRevision} disabled={disabled} />
      </Form.Item>
    </div>
  );
});
