/**
 * Filters every list page shares: a text search that matches what the user typed literally
 * (contains, any case), and the page a `current` / `pageSize` query asks for. Plumbing beside the
 * pool, so any module's list may use it.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `text` inside a LIKE pattern, matched literally: `%`, `_` and `\` lose their meaning. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The ILIKE pattern for 'contains `text`' (for a query written as SQL text with parameters). */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** `column` contains `text`, any case, literally. */
export function contains(column: AnyColumn | SQL, text: string): SQL {
  return sql`${column} ilike ${containsPattern(text)}`;
}

export interface PageQuery {
  current?: number | undefined;
  pageSize?: number | undefined;
}

/** The page a list query asks for (the first, of `defaultSize` rows, unless it says), and its offset. */
export function pageOf(q: PageQuery, defaultSize: number): { current: number; pageSize: number; offset: number } {
  const current = q.current ?? 1;
  const pageSize = q.pageSize ?? defaultSize;
  return { current, pageSize, offset: (current - 1) * pageSize };
}
