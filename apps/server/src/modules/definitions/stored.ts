/**
 * Stored definitions in and out: a row becomes `{schema_version, ...document, <name>}` and is
 * loaded through the shared versioned schemas. A document this server cannot read is reported
 * as such (422, naming the definition and the version), never served and never a bare 500.
 */
import type { $ZodIssue } from 'zod/v4/core';
import type { LoadResult } from '@portal/shared';
import { AppError } from '../../http/envelope';
import { pgErrorOf } from '../../http/errors';

export interface StoredRow {
  id: string;
  schemaVersion: number;
  document: unknown;
  updatedAt: Date;
}

/** Issue paths are the same in every language: they make a locale-free detail. */
function issuePaths(issues: $ZodIssue[]): string {
  const paths = issues.map((i) => i.path.map((p, n) => (typeof p === 'number' ? `[${p}]` : n === 0 ? String(p) : `.${String(p)}`)).join('') || '(root)');
  return [...new Set(paths)].slice(0, 10).join(', ');
}

export function loadStored<T>(name: string, nameField: string, row: StoredRow, load: (stored: unknown) => LoadResult<T>): T {
  const document = typeof row.document === 'object' && row.document !== null && !Array.isArray(row.document) ? row.document : {};
  const result = load({ ...document, schema_version: row.schemaVersion, [nameField]: name });
  if (result.ok) return result.value;
  const { problem } = result;
  if (problem.kind === 'unknownVersion') {
    throw new AppError('definitionUnsupportedVersion', { name, version: problem.version, supported: problem.supported.join(', ') });
  }
  throw new AppError('definitionInvalid', { name, detail: issuePaths(problem.issues) });
}

/** What is stored: the definition without its name (the row's own column holds it). */
export function documentOf<T extends object, K extends keyof T>(definition: T, nameField: K): Omit<T, K> {
  const { [nameField]: _name, ...document } = definition;
  return document;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23505';
}

export function storedMeta(row: StoredRow) {
  return { _id: row.id, schema_version: row.schemaVersion, updated_at: row.updatedAt.toISOString() };
}
