/**
 * `{path}` placeholders in definitions: a LOV call's params that depend on another field
 * (`{ school: '{schoolId}' }`) and the flow engine's fetch step (`/api/child/{_id}`). One syntax
 * so that "which fields does this definition read" has one answer.
 */
import { getPath } from './conditions';

// A path of names, or starting with a list index ('{0._id}'); '{ x }' or '{1abc}' is plain text.
const PATH = String.raw`((?:[A-Za-z_$][\w$]*|\d+)(?:\.[\w$]+)*)`;
const PLACEHOLDER = new RegExp(String.raw`\{${PATH}\}`, 'g');
const WHOLE = new RegExp(String.raw`^\{${PATH}\}$`);

/** Paths named by the placeholders of a string, or of every string nested in arrays/objects. */
export function templateKeys(template: unknown): string[] {
  const out = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node === 'string') for (const m of node.matchAll(PLACEHOLDER)) out.add(m[1]!);
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(template);
  return [...out];
}

/**
 * Fills placeholders from `source`. A string that is exactly one placeholder becomes the raw value
 * (a number stays a number, a list a list); placeholders inside longer text become text, with
 * missing values as ''. Arrays and plain objects are filled recursively; other values pass as-is.
 * `encode` escapes values placed inside text (encodeURIComponent for a URL path).
 */
export function fillTemplate(template: unknown, source: unknown, encode: (text: string) => string = (text) => text): unknown {
  if (typeof template === 'string') {
    const whole = WHOLE.exec(template);
    if (whole) return getPath(source, whole[1]!);
    return template.replace(PLACEHOLDER, (_all, path: string) => {
      const value = getPath(source, path);
      return value === undefined || value === null ? '' : encode(String(value));
    });
  }
  if (Array.isArray(template)) return template.map((item) => fillTemplate(item, source, encode));
  if (template !== null && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fillTemplate(value, source, encode)]));
  }
  return template;
}

/** True when a placeholder path reads `key` itself, something inside it, or a parent of it. */
export function pathTouches(path: string, key: string): boolean {
  return path === key || path.startsWith(`${key}.`) || key.startsWith(`${path}.`);
}
