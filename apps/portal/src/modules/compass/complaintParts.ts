/**
 * The v2 paragraphs' editing rules (shapes: @portal/shared compass/api.ts): a paragraph is text
 * with inserted fields. Kept alternating text, field, text… with text at both ends (possibly
 * empty), so there is always a place to type before, between and after fields. Pure, so the
 * editor's behaviour is tested without a browser.
 */
import { COMPASS_PARAGRAPH_KEYS, type ComplaintInfo, type CompassParagraphKey, type InputMapEntry, type ParagraphPart } from '@portal/shared';

export type FieldType = 'lov' | 'input';
/** Where the caret was: a text part and the offset in it. */
export interface Caret {
  index: number;
  offset: number;
}

export function emptyComplaint(): ComplaintInfo {
  return { background_information: [], language_development: [], other_energy_development: [], expectations_parents: [], input_map: {} };
}

const isField = (part: ParagraphPart | undefined) => part !== undefined && part.type !== 'text';

/** Every key used anywhere in the case's paragraphs and map. */
function usedKeys(info: ComplaintInfo): Set<string> {
  const keys = new Set(Object.keys(info.input_map));
  for (const name of COMPASS_PARAGRAPH_KEYS) for (const part of info[name]) keys.add(part.key);
  return keys;
}

/** A key generator that skips every key in use. */
function keyMaker(info: ComplaintInfo): (prefix: string) => string {
  const used = usedKeys(info);
  let n = used.size;
  return (prefix) => {
    let key = `${prefix}${n}`;
    while (used.has(key)) key = `${prefix}${++n}`;
    used.add(key);
    return key;
  };
}

/** Merges neighbouring text parts and adds empty ones where two fields meet or at the ends. */
export function normalizeParagraph(parts: readonly ParagraphPart[], newKey: (prefix: string) => string): ParagraphPart[] {
  const out: ParagraphPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (part.type === 'text' && last?.type === 'text') out[out.length - 1] = { ...last, text: last.text + part.text };
    else {
      if (isField(part) && (last === undefined || isField(last))) out.push({ key: newKey('t'), type: 'text', text: '' });
      out.push(part);
    }
  }
  if (out.length === 0 || isField(out[out.length - 1])) out.push({ key: newKey('t'), type: 'text', text: '' });
  return out;
}

/** The case's paragraphs ready to edit: each normalised, every field with a map entry. */
export function editableComplaint(source: ComplaintInfo | null | undefined): ComplaintInfo {
  const info: ComplaintInfo = source ? structuredClone(source) : emptyComplaint();
  const newKey = keyMaker(info);
  for (const name of COMPASS_PARAGRAPH_KEYS) {
    info[name] = normalizeParagraph(info[name] ?? [], newKey);
    for (const part of info[name]) {
      if (part.type !== 'text' && !info.input_map[part.key]) info.input_map[part.key] = { key: part.key, type: part.type, text: '' };
    }
  }
  return info;
}

export function setPartText(info: ComplaintInfo, paragraph: CompassParagraphKey, index: number, text: string): ComplaintInfo {
  return { ...info, [paragraph]: info[paragraph].map((part, i) => (i === index && part.type === 'text' ? { ...part, text } : part)) };
}

/**
 * Inserts a field at the caret (splitting that text part), or at the end without one. Answers
 * the new info and the field's key.
 */
export function insertField(info: ComplaintInfo, paragraph: CompassParagraphKey, caret: Caret | null, type: FieldType, lovName?: string): { info: ComplaintInfo; key: string } {
  const newKey = keyMaker(info);
  const key = newKey('f');
  const field: ParagraphPart = lovName && type === 'lov' ? { key, type, text: '', lovName } : { key, type, text: '' };
  const parts = [...info[paragraph]];
  const target = caret ? parts[caret.index] : undefined;
  if (caret && target?.type === 'text') {
    const offset = Math.max(0, Math.min(caret.offset, target.text.length));
    parts.splice(caret.index, 1, { ...target, text: target.text.slice(0, offset) }, field, { key: newKey('t'), type: 'text', text: target.text.slice(offset) });
  } else parts.push(field);
  const entry: InputMapEntry = { key, type, text: '' };
  return { info: { ...info, [paragraph]: normalizeParagraph(parts, newKey), input_map: { ...info.input_map, [key]: entry } }, key };
}

/** Removes a field and its value; the text on both sides joins up. */
export function removeField(info: ComplaintInfo, paragraph: CompassParagraphKey, key: string): ComplaintInfo {
  const { [key]: _removed, ...rest } = info.input_map;
  const parts = info[paragraph].filter((part) => part.key !== key);
  return { ...info, [paragraph]: normalizeParagraph(parts, keyMaker(info)), input_map: rest };
}

/** A field's value: what prints (`text`) and the list value(s) or typed text. */
export function setFieldValue(info: ComplaintInfo, key: string, text: string, value?: string | string[]): ComplaintInfo {
  const before = info.input_map[key];
  if (!before) return info;
  const entry: InputMapEntry = value === undefined ? { key, type: before.type, text } : { key, type: before.type, text, value };
  return { ...info, input_map: { ...info.input_map, [key]: entry } };
}

/** The paragraph as it reads (fields by their printed text, an empty one as a blank). */
export function paragraphText(info: ComplaintInfo, paragraph: CompassParagraphKey, blank = '____'): string {
  return info[paragraph]
    .map((part) => (part.type === 'text' ? part.text : info.input_map[part.key]?.text || blank))
    .join('')
    .trim();
}

/** What is saved: the empty text parts the editor adds are dropped again. */
export function savedComplaint(info: ComplaintInfo): ComplaintInfo {
  const out: ComplaintInfo = { ...info };
  for (const name of COMPASS_PARAGRAPH_KEYS) out[name] = info[name].filter((part) => part.type !== 'text' || part.text !== '');
  return out;
}

/** A rough width for a text part, so short text sits inline and long text takes the line (CJK counts double). */
export function textWidthCh(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1;
  return Math.max(6, width + 2);
}
