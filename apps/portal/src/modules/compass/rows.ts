/** What a compass dialog was opened on: a list row, a case, or a child (for the summary). */
import { firstRow, textOf } from '../testing';

/** The case id of a compass-list row or a case record. */
export function caseIdOf(data: unknown): string | null {
  const row = firstRow(data);
  const id = row ? textOf(row._id) : '';
  return id || null;
}

/** The child of a case (its `children_id`) or of a children-list row (its `_id`). */
export function childIdOf(data: unknown): string | null {
  const row = firstRow(data);
  if (!row) return null;
  const id = textOf(row.children_id) || textOf(row.link_children_id) || textOf(row._id);
  return id || null;
}

/** The questionnaire of a row: `wjx_id`, else its `_id`. */
export function wjxIdOf(data: unknown, props: Record<string, unknown>): string | null {
  const fromProps = textOf(props.wjx_id);
  if (fromProps) return fromProps;
  const row = firstRow(data);
  const id = row ? textOf(row.wjx_id) || textOf(row._id) : '';
  return id || null;
}
