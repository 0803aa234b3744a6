/**
 * Pieces shared by every definition schema: bilingual text, free JSON bags, definition names,
 * and the versioned loader that turns a stored document into a checked definition.
 */
import { z } from 'zod';

/** Text in both interface languages; en may be missing and then falls back to zh. */
export const bilingualText = z.strictObject({ zh: z.string().max(500), en: z.string().max(500).optional() });
export type BilingualText = z.infer<typeof bilingualText>;

/** A JSON object whose content belongs to the browser (antd props and the like). */
export const jsonRecord = z.record(z.string().max(100), z.unknown());
export type JsonRecord = z.infer<typeof jsonRecord>;

/** Names of forms, column sets, lists of values and fields: stable identifiers used in URLs and code. */
export const DEFINITION_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.:-]{0,99}$/;
export const definitionName = z.string().regex(DEFINITION_NAME);

/** A field path inside form values or a table row, e.g. `birthday` or `from_children.name`. */
export const FIELD_KEY = /^[A-Za-z_$][A-Za-z0-9_$.-]{0,99}$/;
export const fieldKey = z.string().regex(FIELD_KEY);

/**
 * Messages the shared schemas attach to custom issues. They are reasons about one field (the
 * server prints them as "path (reason)" and translates them), so keep them short and stable.
 */
export const REASONS = {
  duplicate: 'duplicate',
  tooDeep: 'nested too deeply',
  reserved: 'reserved for a built-in list',
  tooManyFields: 'too many fields',
} as const;

/** One accepted schema version: its schema and how a document of that version becomes current. */
export interface VersionEntry<T> {
  schema: z.ZodType;
  toCurrent(document: unknown): T;
}

export type LoadProblem =
  | { kind: 'unknownVersion'; version: string; supported: number[] }
  | { kind: 'invalid'; issues: z.core.$ZodIssue[] };
export type LoadResult<T> = { ok: true; value: T; version: number } | { ok: false; problem: LoadProblem };

/**
 * Loads `{schema_version, ...document}`: the document is checked against the schema of ITS
 * version (never the current one: an old document must not be misread) and then upgraded.
 * An unknown or missing version is reported, not guessed.
 */
export function loadVersioned<T>(versions: Record<number, VersionEntry<T>>, stored: unknown): LoadResult<T> {
  const supported = Object.keys(versions).map(Number).sort((a, b) => a - b);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    return { ok: false, problem: { kind: 'invalid', issues: [{ code: 'invalid_type', expected: 'object', path: [], message: 'expected an object', input: stored }] } };
  }
  const { schema_version: version, ...document } = stored as Record<string, unknown>;
  const entry = typeof version === 'number' && Number.isInteger(version) ? versions[version] : undefined;
  if (!entry) return { ok: false, problem: { kind: 'unknownVersion', version: version === undefined ? 'missing' : String(version), supported } };
  const parsed = entry.schema.safeParse(document);
  if (!parsed.success) return { ok: false, problem: { kind: 'invalid', issues: parsed.error.issues } };
  return { ok: true, value: entry.toCurrent(parsed.data), version: version as number };
}

/** Finds values that occur twice in `items` (by `keyOf`) and reports each later occurrence. */
export function duplicateIssues<T>(items: readonly T[], keyOf: (item: T) => unknown, path: (index: number) => PropertyKey[]): z.core.$ZodRawIssue[] {
  const seen = new Set<unknown>();
  const issues: z.core.$ZodRawIssue[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (key === undefined || key === '') return;
    if (seen.has(key)) issues.push({ code: 'custom', path: path(index), message: REASONS.duplicate, input: key });
    seen.add(key);
  });
  return issues;
}

/** A refinement's problem at `path` (the bank and norms checks report through this). */
export function reportIssue(ctx: z.RefinementCtx, path: PropertyKey[], message: string, input?: unknown): void {
  ctx.addIssue({ code: 'custom', path, message, input });
}
