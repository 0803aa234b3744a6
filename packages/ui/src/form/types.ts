/** Types shared by the form renderer's registry, inputs and DynamicForm. */
import type { FormItem, Locale, LovEntry, LovValue } from '@portal/shared';
import type { FormItemProps } from 'antd';
import type { ComponentType } from 'react';

export type FormMode = 'create' | 'edit' | 'search';

/**
 * What every input component receives. `value`/`onChange` come from antd's Form.Item (which
 * clones them into its child); the form store always holds the STORED shape (a date as
 * 'YYYY-MM-DD', a multi-select joined, a phone as 'code-number'), so conditions, rules and
 * pruning all see what the server will see.
 */
export interface InputProps {
  item: FormItem;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
  locale: Locale;
  mode: FormMode;
  /** Bumped when a field this item's list depends on (a `{field}` in lovApi) changed. */
  depsRevision: number;
}

export interface InputRenderer {
  Component: ComponentType<InputProps>;
  /** Rendered without a Form.Item binding (the title heading). */
  bare?: boolean;
  /** Extra Form.Item props (e.g. `valuePropName`), or a function of the item for props that depend on it. */
  formItemProps?: Partial<FormItemProps> | ((item: FormItem) => Partial<FormItemProps>);
}

/** One select/radio/tree option built from a LOV entry or a lovApi record. */
export interface LovOption {
  value: LovValue;
  label: string;
  description?: string;
  /** The source record, for `lovToDate` and custom renderers. */
  raw: Record<string, unknown>;
  children?: LovOption[];
}

export type LovRecord = LovEntry | Record<string, unknown>;

/** The identity LOV caches are keyed by (per institution and role). */
export interface FormIdentity {
  institutionId?: string | null;
  roleId?: string | null;
}

/** Item props not in the shared schema but read from `input.props` (a loose object). */
export interface InputExtraProps {
  mode?: 'multiple' | 'tags';
  separator?: string;
  rows?: number;
  min?: number;
  max?: number;
  action?: string;
  maxRangeDay?: number | null;
  disabledDate?: boolean;
  columns?: TableColumnDef[];
  placeholder?: string;
  /** text: the English placeholder (`placeholder` is the Chinese one). */
  placeholderEn?: string;
  /** phoneNumber / email: verify the value with a code before the form may submit (inputs/verified.tsx). */
  verify?: boolean;
  /** checkbox with a list: at most one box ticked, the value is that one value. */
  exclusive?: boolean;
  [key: string]: unknown;
}

export interface TableColumnDef {
  dataIndex: string;
  title?: string;
  titleEn?: string;
  /** The cell's input: text (default), number, date (stored YYYY-MM-DD) or lov (`lovName`'s entries). */
  type?: 'text' | 'number' | 'date' | 'lov';
  lovName?: string;
}
