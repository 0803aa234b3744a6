/**
 * The form-definition editor's rows ↔ the definition. A row is flat text the
 * editable table can bind to; JSON-valued fields (rules, rely*, input props) are edited as JSON
 * text and parsed on save. Fields the editor does not show travel along untouched.
 */
import { errorText, formBuilderProblem, type BuilderProblem, type FormDefinitionDraft, type FormProperty, type Locale } from '@portal/shared';
import { newHexId } from './ids';

type DraftItem = NonNullable<FormDefinitionDraft['fromItem']>[number];

export interface FormRow {
  /** Stable key for the table (not saved). */
  uid: string;
  showName: string;
  showNameEn: string;
  keyName: string;
  type: string;
  lovName: string;
  /** JSON text of `rules` (a list), empty for none. */
  rules: string;
  /** `extra.col`, empty for the default. */
  col: number | null;
  /** JSON text of `rely`, `relyHide`, `relyNotHide`, `relyExistKey`. */
  rely: string;
  relyHide: string;
  relyNotHide: string;
  relyExistKey: string;
  /** Item fields and input fields the table does not edit, kept as they were. */
  restItem: Record<string, unknown>;
  restInput: Record<string, unknown>;
}

export interface FormHeader {
  from_name: string;
  description: string;
  labelCol: number | null;
  hideLabel: boolean;
  titleDivider: boolean;
  operate_buttons: string[];
  submitZh: string;
  submitEn: string;
  /** Property fields the editor does not show (formProps, a labelCol object…). */
  restProperty: Record<string, unknown>;
}

const json = (value: unknown): string => (value === undefined ? '' : JSON.stringify(value));

export function emptyRow(): FormRow {
  return { uid: newHexId(), showName: '', showNameEn: '', keyName: '', type: 'text', lovName: '', rules: '', col: null, rely: '', relyHide: '', relyNotHide: '', relyExistKey: '', restItem: {}, restInput: {} };
}

export function itemToRow(item: DraftItem): FormRow {
  const { showName, showNameEn, keyName, input, rules, extra, rely, relyHide, relyNotHide, relyExistKey, ...others } = item;
  const restItem: Record<string, unknown> = { ...others };
  const { type, lovName, ...restInput } = input ?? ({} as NonNullable<DraftItem['input']>);
  const { col, ...restExtra } = extra ?? ({} as NonNullable<DraftItem['extra']>);
  if (extra && Object.keys(restExtra).length > 0) restItem.extra = restExtra;
  return {
    uid: newHexId(),
    showName: showName ?? '',
    showNameEn: showNameEn ?? '',
    keyName: keyName ?? '',
    type: type ?? '',
    lovName: lovName ?? '',
    rules: rules && rules.length > 0 ? json(rules) : '',
    col: typeof col === 'number' ? col : null,
    rely: json(rely),
    relyHide: json(relyHide),
    relyNotHide: json(relyNotHide),
    relyExistKey: json(relyExistKey),
    restItem,
    restInput: input ? restInput : {},
  };
}

export function definitionToHeader(def: FormDefinitionDraft): FormHeader {
  const { labelCol, hideLabel, titleDivider, operate_buttons, submit_title, ...restProperty } = def.property ?? ({} as FormProperty);
  const submit = typeof submit_title === 'string' ? { zh: submit_title, en: submit_title } : (submit_title ?? {});
  const header: FormHeader = {
    from_name: def.from_name ?? '',
    description: def.description ?? '',
    labelCol: typeof labelCol === 'number' ? labelCol : null,
    hideLabel: hideLabel ?? false,
    titleDivider: titleDivider ?? false,
    operate_buttons: operate_buttons ? [...operate_buttons] : [],
    submitZh: (submit as { zh?: string | null }).zh ?? '',
    submitEn: (submit as { en?: string | null }).en ?? '',
    restProperty,
  };
  if (labelCol !== undefined && typeof labelCol !== 'number') header.restProperty = { ...restProperty, labelCol };
  return header;
}

/** A JSON field that failed to parse: which row (0-based) and which field. */
export interface JsonFieldError {
  index: number;
  field: 'rules' | 'rely' | 'relyHide' | 'relyNotHide' | 'relyExistKey';
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text.trim()) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The first field of a row whose JSON text does not parse (rules must be a list), or null. */
export function rowJsonError(row: FormRow, index: number): JsonFieldError | null {
  const rules = parseJson(row.rules);
  if (!rules.ok || (rules.value !== undefined && !Array.isArray(rules.value))) return { index, field: 'rules' };
  for (const field of ['rely', 'relyHide', 'relyNotHide', 'relyExistKey'] as const) if (!parseJson(row[field]).ok) return { index, field };
  return null;
}

export function rowToItem(row: FormRow): DraftItem {
  const out: Record<string, unknown> = { ...row.restItem };
  if (row.showName) out.showName = row.showName;
  if (row.showNameEn) out.showNameEn = row.showNameEn;
  if (row.keyName.trim()) out.keyName = row.keyName.trim();
  const input: Record<string, unknown> = { ...row.restInput };
  if (row.type) input.type = row.type;
  if (row.lovName.trim()) input.lovName = row.lovName.trim();
  if (Object.keys(input).length > 0) out.input = input;
  for (const field of ['rules', 'rely', 'relyHide', 'relyNotHide', 'relyExistKey'] as const) {
    const parsed = parseJson(row[field]);
    if (parsed.ok && parsed.value !== undefined) out[field] = parsed.value;
  }
  if (row.col !== null) out.extra = { ...((row.restItem.extra as Record<string, unknown> | undefined) ?? {}), col: row.col };
  return out as DraftItem;
}

export function headerToDraft(header: FormHeader, rows: FormRow[]): FormDefinitionDraft {
  const property: Record<string, unknown> = { ...header.restProperty };
  if (header.labelCol !== null) property.labelCol = header.labelCol;
  if (header.hideLabel) property.hideLabel = true;
  else delete property.hideLabel;
  if (header.titleDivider) property.titleDivider = true;
  else delete property.titleDivider;
  if (header.operate_buttons.length > 0) property.operate_buttons = header.operate_buttons;
  if (header.submitZh || header.submitEn) property.submit_title = { zh: header.submitZh, en: header.submitEn };
  const draft: FormDefinitionDraft = { from_name: header.from_name.trim(), fromItem: rows.map(rowToItem) };
  if (header.description) draft.description = header.description;
  if (Object.keys(property).length > 0) draft.property = property as FormProperty;
  return draft;
}

/** The builder's message for a problem (from the error catalogue). */
export function builderProblemText(problem: BuilderProblem, locale: Locale): string {
  if (problem.error === 'cannotBeEmpty') return errorText('cannotBeEmpty', locale, { field: problem.field });
  return errorText(problem.error, locale);
}

/** Everything the editor checks before saving, as one message (null when it may save). */
export function formEditorProblem(header: FormHeader, rows: FormRow[], locale: Locale, jsonMessage: (e: JsonFieldError) => string): string | null {
  const draft = headerToDraft(header, rows);
  const problem = formBuilderProblem(draft);
  if (problem) return builderProblemText(problem, locale);
  for (const [i, row] of rows.entries()) {
    const bad = rowJsonError(row, i);
    if (bad) return jsonMessage(bad);
  }
  return null;
}

/** Moves rows[from] to position `to` (returns a new list). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= rows.length || from === to) return [...rows];
  const out = [...rows];
  const [row] = out.splice(from, 1);
  out.splice(to, 0, row as T);
  return out;
}
