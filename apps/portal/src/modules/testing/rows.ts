/** What a dialog of a menu action receives as `data`: the clicked row, a list of rows, or a record. */
export type Row = Record<string, unknown>;

export function firstRow(data: unknown): Row | null {
  const row: unknown = Array.isArray(data) ? data[0] : data;
  return row !== null && typeof row === 'object' && !Array.isArray(row) ? (row as Row) : null;
}

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The test a row names (`_id` and `tools_type`), or null. */
export function testOfRow(data: unknown): { _id: string; tools_type: string; status: string; test_code: string; children_name: string } | null {
  const row = firstRow(data);
  if (!row || !textOf(row._id) || !textOf(row.tools_type)) return null;
  return { _id: textOf(row._id), tools_type: textOf(row.tools_type), status: textOf(row.status), test_code: textOf(row.test_code), children_name: textOf(row.children_name) };
}
