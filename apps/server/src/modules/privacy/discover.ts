/**
 * Everything stored about one child, found from the schema rather than from a list of tables: a
 * row belongs to the child when one of its link columns (CHILD_LINKS) names a row that does,
 * starting from the child's own row; repeated until nothing new turns up. A table added later
 * with a `children_id` (or another link column below) is covered by itself; discover.test.ts
 * fails for a table that references children some other way.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/pool';

/** A link column and the table whose `id` it names. */
export const CHILD_LINKS: Readonly<Record<string, string>> = {
  children_id: 'children',
  child_id: 'children',
  test_id: 'tests',
  its_test_id: 'tests',
  case_id: 'compass_cases',
  student_id: 'training_students',
  link_language_students_id: 'training_students',
  record_id: 'screening_records',
  session_id: 'speech_sessions',
  recording_id: 'speech_recordings',
  report_id: 'reports',
  node_id: 'training_nodes',
};

/** Never walked: the trail is kept (its personal fields are blanked instead). */
export const NOT_CHILD_DATA: ReadonlySet<string> = new Set(['audit_log']);

export type Row = Record<string, unknown>;
export type ChildData = Map<string, Row[]>;
type Executor = Database | Tx;

/** Tables of the schema with their link columns (those of CHILD_LINKS they have) and whether they have `id`. */
export async function linkedTables(db: Executor): Promise<Array<{ table: string; links: string[]; hasId: boolean }>> {
  const result = await db.execute<{ table_name: string; columns: string[] }>(sql`
    select c.table_name, array_agg(c.column_name::text) as columns
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     group by c.table_name order by c.table_name`);
  return result.rows
    .filter((r) => !NOT_CHILD_DATA.has(r.table_name))
    .map((r) => ({ table: r.table_name, links: r.columns.filter((c) => CHILD_LINKS[c] !== undefined), hasId: r.columns.includes('id') }))
    .filter((t) => t.links.length > 0 || t.table === 'children');
}

const key = (row: Row) => JSON.stringify(row);

export interface Found {
  /** The child's rows by table. */
  rows: ChildData;
  /** Each table's condition for exactly those rows (what an erase deletes). */
  where: Map<string, SQL>;
}

function conditionOf(table: string, links: string[], ids: Map<string, Set<string>>, childId: string): SQL | null {
  const conditions = links.flatMap((link) => {
    const wanted = [...(ids.get(CHILD_LINKS[link]!) ?? [])];
    return wanted.length > 0 ? [sql`${sql.identifier(link)}::text = any(${`{${wanted.join(',')}}`}::text[])`] : [];
  });
  if (table === 'children') conditions.push(sql`id = ${childId}`);
  return conditions.length > 0 ? sql.join(conditions, sql` or `) : null;
}

/** Every row of the child's institution that belongs to the child, by table. */
export async function childData(db: Executor, institutionId: string, childId: string): Promise<Found> {
  const tables = await linkedTables(db);
  const ids = new Map<string, Set<string>>([['children', new Set([childId])]]);
  const rows: ChildData = new Map();
  const seen = new Map<string, Set<string>>();
  for (let pass = 0, grew = true; grew && pass < 10; pass++) {
    grew = false;
    for (const { table, links, hasId } of tables) {
      const condition = conditionOf(table, links, ids, childId);
      if (!condition) continue;
      const result = await db.execute<Row>(sql`select * from ${sql.identifier(table)} where institution_id = ${institutionId} and (${condition})`);
      const known = seen.get(table) ?? new Set<string>();
      seen.set(table, known);
      for (const row of result.rows) {
        if (known.has(key(row))) continue;
        known.add(key(row));
        rows.set(table, [...(rows.get(table) ?? []), row]);
        if (!hasId) continue;
        const idSet = ids.get(table) ?? new Set<string>();
        ids.set(table, idSet);
        if (!idSet.has(String(row.id))) {
          idSet.add(String(row.id));
          grew = true;
        }
      }
    }
  }
  const where = new Map<string, SQL>();
  for (const { table, links } of tables) {
    const condition = rows.has(table) ? conditionOf(table, links, ids, childId) : null;
    if (condition) where.set(table, sql`institution_id = ${institutionId} and (${condition})`);
  }
  return { rows, where };
}

/** The stored files the rows name: every `…file_id` column, and files whose owner (`from_id`) is one of the rows. */
export async function childFiles(db: Executor, institutionId: string, data: ChildData): Promise<Row[]> {
  const fileIds = new Set<string>();
  const owners = new Set<string>();
  for (const rows of data.values()) {
    for (const row of rows) {
      if (row.id !== undefined) owners.add(String(row.id));
      for (const [column, value] of Object.entries(row)) if (column.endsWith('file_id') && typeof value === 'string') fileIds.add(value);
    }
  }
  if (fileIds.size === 0 && owners.size === 0) return [];
  const result = await db.execute<Row>(sql`
    select * from files where institution_id = ${institutionId}
       and (id::text = any(${`{${[...fileIds].join(',')}}`}::text[]) or from_id = any(${`{${[...owners].join(',')}}`}::text[]))`);
  return result.rows;
}
