/**
 * A case's sections as printed text in one language: v1 section forms (labels from their form
 * definitions, list values by their entries' content), v2 paragraphs with their inserted fields
 * filled in, the dynamic-state form. Definitions are read in one statement per kind.
 */
import { inArray } from 'drizzle-orm';
import {
  COMPASS_DYNAMIC_STATE_FORM,
  COMPASS_OPEN_TYPES,
  COMPASS_V2_PARAGRAPHS,
  loadFormDefinition,
  loadLovDefinition,
  type CompassCase,
  type FormDefinition,
  type Locale,
  type LovDefinition,
} from '@portal/shared';
import { formDefinitions, lovDefinitions } from '../definitions/schema';
import type { CaseSection } from '../reports';
import type { Executor } from '../../db/pool';

type Entry = LovDefinition['entries'][number];
type Item = FormDefinition['fromItem'][number];

async function formsByName(tx: Executor, names: string[]): Promise<Map<string, FormDefinition>> {
  if (names.length === 0) return new Map();
  const rows = await tx.select().from(formDefinitions).where(inArray(formDefinitions.fromName, names));
  const forms = new Map<string, FormDefinition>();
  for (const row of rows) {
    const loaded = loadFormDefinition({ ...(row.document as object), schema_version: row.schemaVersion });
    if (loaded.ok) forms.set(row.fromName, loaded.value);
  }
  return forms;
}

async function lovsByName(tx: Executor, names: string[]): Promise<Map<string, Entry[]>> {
  if (names.length === 0) return new Map();
  const rows = await tx.select().from(lovDefinitions).where(inArray(lovDefinitions.lovName, names));
  const lovs = new Map<string, Entry[]>();
  for (const row of rows) {
    const loaded = loadLovDefinition({ ...(row.document as object), lovName: row.lovName, schema_version: row.schemaVersion });
    if (loaded.ok) lovs.set(row.lovName, loaded.value.entries);
  }
  return lovs;
}

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
    private readonly locale: Locale,
    private readonly lovs: Map<string, Entry[]>,
  ) {}

  private word(zh: string, en: string) {
    return this.locale === 'zh' ? zh : en;
  }

  /** A form value as text; empty values give ''. */
  value(item: Item | undefined, value: unknown): string {
    if (value === null || value === undefined || value === '') return '';
    if (Array.isArray(value)) return value.map((v) => this.value(item, v)).filter((v) => v !== '').join(this.word('、', ', '));
    if (typeof value === 'boolean') return value ? this.word('是', 'Yes') : this.word('否', 'No');
    if (typeof value === 'object') return JSON.stringify(value);
    const text = String(value);
    const lovName = item?.input?.lovName;
    const entry = lovName ? findEntry(this.lovs.get(lovName) ?? [], text) : undefined;
    if (entry) return this.locale === 'zh' ? String(entry.content) : String(entry.contentEn ?? entry.content);
    return text;
  }

  label(item: Item): string {
    return (this.locale === 'zh' ? item.showName : (item.showNameEn ?? item.showName)) ?? item.keyName;
  }

  /** A form's filled fields as labelled blocks, in the form's order (headings skipped). */
  blocks(form: FormDefinition | undefined, values: Record<string, unknown>): CaseSection['blocks'] {
    const items = form?.fromItem ?? Object.keys(values).map((key) => ({ keyName: key, showName: key, input: { type: 'text' } }) as Item);
    return items
      .filter((item) => item.input?.type !== 'title')
      .map((item) => ({ label: this.label(item).slice(0, 200), text: this.value(item, values[item.keyName]).slice(0, 20_000) }))
      .filter((block) => block.text !== '');
  }
}

/** The form and list names a case's sections read. */
function formNames(c: CompassCase): string[] {
  return c.version === 'v1' ? c.from_info.map((s) => s.from_name) : [COMPASS_DYNAMIC_STATE_FORM];
}

export async function caseSections(tx: Executor, c: CompassCase, locale: Locale): Promise<CaseSection[]> {
  const forms = await formsByName(tx, formNames(c));
  const lovNames = new Set<string>();
  for (const form of forms.values()) for (const item of form.fromItem) if (item.input?.lovName) lovNames.add(item.input.lovName);
  const text = new CaseText(locale, await lovsByName(tx, [...lovNames]));
  const title = (t: { zh: string; en: string }) => (locale === 'zh' ? t.zh : t.en);

  if (c.version === 'v1') {
    return c.from_info.map((section) => ({
      title: title(section.title),
      blocks: text.blocks(forms.get(section.from_name), c.edit_info.edit_from_info[section.key] ?? {}),
    }));
  }
  const complaint = c.edit_info.edit_complaint_info ?? c.complaint_info;
  const sections: CaseSection[] = COMPASS_V2_PARAGRAPHS.map((p) => {
    const parts = complaint?.[p.key] ?? [];
    const body = parts.map((part) => (part.type === 'text' ? part.text : complaint?.input_map[part.key]?.text || '____')).join('');
    return { title: title(p.title), blocks: body.trim() ? [{ text: body.slice(0, 20_000) }] : [] };
  });
  const { open_type: open, dynamic_state: dynamic } = c.edit_info;
  const chosen = COMPASS_OPEN_TYPES.filter((t) => open[t.key]).map((t) => title(t.title));
  if (chosen.length > 0) sections.push({ title: locale === 'zh' ? '评估类型' : 'Assessment types', blocks: [{ text: chosen.join(locale === 'zh' ? '、' : ', ') }] });
  if (open.dynamic_state) {
    const custom = dynamic.form?.fromItem.length ? ({ from_name: dynamic.form.from_name ?? '', fromItem: dynamic.form.fromItem } as unknown as FormDefinition) : undefined;
    const blocks = text.blocks(custom ?? forms.get(COMPASS_DYNAMIC_STATE_FORM), dynamic.values);
    sections.push({ title: title(COMPASS_OPEN_TYPES[3].title), blocks });
  }
  return sections;
}
