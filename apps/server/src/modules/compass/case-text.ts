/**
 * A case's sections as printed text in one language: v1 section forms (labels from their stored
 * form definitions, list values by their entries' content), v2 paragraphs with their inserted
 * fields filled in (list values again from their list), the dynamic-state form. Definitions are
 * read through the definitions module, once per kind; a printed page never shows a key.
 */
import {
  COMPASS_DYNAMIC_STATE_FORM,
  COMPASS_OPEN_TYPES,
  COMPASS_V2_PARAGRAPHS,
  type CompassCase,
  type FormDefinition,
  type InputMapEntry,
  type ParagraphPart,
  splitMultiSelect,
  type Locale,
  type LovEntry,
} from '@portal/shared';
import { lovEntriesByName, storedForms } from '../definitions';
import type { CaseSection } from '../reports';
import type { Executor } from '../../db/pool';

type Entry = LovEntry;
type Item = FormDefinition['fromItem'][number];

function findEntry(entries: Entry[], value: string): Entry | undefined {
  for (const entry of entries) {
    if (String(entry.value) === value) return entry;
    const inner = entry.children ? findEntry(entry.children as Entry[], value) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

export class CaseText {
  constructor(
    readonly locale: Locale,
    private readonly lovs: Map<string, Entry[]>,
  ) {}

  private word(zh: string, en: string) {
    return this.locale === 'zh' ? zh : en;
  }

  /** A list entry's label in the report's language. */
  private entryText(entry: Entry): string {
    return this.locale === 'zh' ? String(entry.content) : String(entry.contentEn || entry.content);
  }

  /** A value of the list `lovName` as its label; a value the list does not have prints as stored. */
  lovValue(lovName: string | undefined, value: string): string {
    const entry = lovName ? findEntry(this.lovs.get(lovName) ?? [], value) : undefined;
    return entry ? this.entryText(entry) : value;
  }

  /** A form value as text; empty values give ''. */
  value(item: Item | undefined, value: unknown): string {
    if (value === null || value === undefined || value === '') return '';
    // The portal's multi-select stores its choices as one joined string (props.separator, default ',').
    const multi = typeof value === 'string' && item?.input?.type === 'multipleSelect';
    const list = multi ? splitMultiSelect(value, (item.input.props as { separator?: string } | undefined)?.separator ?? ',') : value;
    if (Array.isArray(list)) return list.map((v) => this.single(item, v)).filter((v) => v !== '').join(this.word('、', ', '));
    return this.single(item, value);
  }

  private single(item: Item | undefined, value: unknown): string {
    if (value === null || value === undefined || value === '') return '';
    if (typeof value === 'boolean') return value ? this.word('是', 'Yes') : this.word('否', 'No');
    if (typeof value === 'object') return JSON.stringify(value);
    return this.lovValue(item?.input?.lovName, String(value));
  }

  /** A field's label in the report's language; an item without one prints none (never its key). */
  label(item: Item): string | undefined {
    return (this.locale === 'zh' ? item.showName : item.showNameEn || item.showName) || undefined;
  }

  /** A form's filled fields as labelled blocks, in the form's order (headings skipped). */
  blocks(form: FormDefinition | undefined, values: Record<string, unknown>): CaseSection['blocks'] {
    // A form that is no longer stored: its values still print, without labels.
    const items = form?.fromItem ?? Object.keys(values).map((key) => ({ keyName: key, showName: '', input: { type: 'text' } }) as Item);
    return items
      .filter((item) => item.input?.type !== 'title')
      .map((item) => ({ label: this.label(item)?.slice(0, 200), text: this.value(item, values[item.keyName]).slice(0, 20_000) }))
      .filter((block) => block.text !== '');
  }
}

/** The form names a case's sections read. */
function formNames(c: CompassCase): string[] {
  return c.version === 'v1' ? c.from_info.map((s) => s.from_name) : [COMPASS_DYNAMIC_STATE_FORM];
}

/** The lists the forms' items and the v2 paragraphs' inserted fields take their values from. */
function lovNamesOf(forms: (FormDefinition | undefined)[], complaint: CompassCase['complaint_info']): string[] {
  const names = new Set<string>();
  for (const form of forms) for (const item of form?.fromItem ?? []) if (item.input?.lovName) names.add(item.input.lovName);
  for (const p of COMPASS_V2_PARAGRAPHS) for (const part of complaint?.[p.key] ?? []) if (part.type === 'lov' && part.lovName) names.add(part.lovName);
  return [...names];
}

export async function caseSections(tx: Executor, institutionId: string, c: CompassCase, locale: Locale): Promise<CaseSection[]> {
  const forms = await storedForms(tx, formNames(c));
  const complaint = c.version === 'v2' ? (c.edit_info.edit_complaint_info ?? c.complaint_info) : null;
  const dynamic = c.edit_info.dynamic_state;
  // The case's own form-builder fields replace the stored dynamic-state form.
  const custom = dynamic?.form?.fromItem.length ? ({ from_name: dynamic.form.from_name ?? '', fromItem: dynamic.form.fromItem } as unknown as FormDefinition) : undefined;
  const lovs = await lovEntriesByName(tx, institutionId, lovNamesOf([...forms.values(), custom], complaint));
  const text = new CaseText(locale, lovs);
  const title = (t: { zh: string; en: string }) => (locale === 'zh' ? t.zh : t.en);

  if (c.version === 'v1') {
    return c.from_info.map((section) => ({
      title: title(section.title),
      blocks: text.blocks(forms.get(section.from_name), c.edit_info.edit_from_info[section.key] ?? {}),
    }));
  }
  const sections: CaseSection[] = COMPASS_V2_PARAGRAPHS.map((p) => {
    const parts = complaint?.[p.key] ?? [];
    const body = parts.map((part) => (part.type === 'text' ? part.text : insertedText(text, part, complaint?.input_map[part.key]))).join('');
    return { title: title(p.title), blocks: body.trim() ? [{ text: body.slice(0, 20_000) }] : [] };
  });
  const open = c.edit_info.open_type;
  const chosen = COMPASS_OPEN_TYPES.filter((t) => open[t.key]).map((t) => title(t.title));
  if (chosen.length > 0) sections.push({ title: locale === 'zh' ? '评估类型' : 'Assessment types', blocks: [{ text: chosen.join(locale === 'zh' ? '、' : ', ') }] });
  if (open.dynamic_state) {
    const blocks = text.blocks(custom ?? forms.get(COMPASS_DYNAMIC_STATE_FORM), dynamic.values);
    sections.push({ title: title(COMPASS_OPEN_TYPES[3].title), blocks });
  }
  return sections;
}

/**
 * An inserted field as printed: a list field by its chosen entries' labels in the report's
 * language (the stored text is the writer's language), a typed one as typed, an empty one ____.
 */
function insertedText(text: CaseText, part: ParagraphPart, entry: InputMapEntry | undefined): string {
  if (!entry) return '____';
  const chosen = entry.type === 'lov' && entry.value !== undefined ? (Array.isArray(entry.value) ? entry.value : [entry.value]).filter((v) => v !== '') : [];
  if (chosen.length > 0) return chosen.map((v) => text.lovValue(part.lovName, v)).join(text.locale === 'zh' ? '、' : ', ');
  return entry.text || '____';
}
