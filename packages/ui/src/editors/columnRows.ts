/** The column-definition editor's tree ↔ the definition. */
import { columnEditorProblem, errorText, type ColumnDefinitionDraft, type ColumnNodeDraft, type Locale } from '@portal/shared';
import { newHexId } from './ids';

/** An editable column: every node has an `_id` (new ones get a 32-hex id) for the tree's keys. */
export interface ColumnRow extends Omit<ColumnNodeDraft, 'children' | 'dataIndex' | 'width'> {
  _id: string;
  key: string;
  title: string;
  titleEn: string;
  /** A path like `a.b`; a stored list of parts is joined with dots. */
  dataIndex: string;
  width: string;
  renderName: string;
  lovName: string;
  children?: ColumnRow[];
}

export function newColumnRow(): ColumnRow {
  return { _id: newHexId(), key: '', title: '', titleEn: '', dataIndex: '', width: '', renderName: '', lovName: '' };
}

export function toColumnRows(nodes: readonly ColumnNodeDraft[]): ColumnRow[] {
  return nodes.map((node) => {
    // level and parent links are derived on save; they are not edited.
    const { children, dataIndex, width, level: _level, parent_columns_name: _p, parent_row_id: _r, ...rest } = node;
    const row: ColumnRow = {
      ...rest,
      _id: node._id ?? newHexId(),
      key: node.key ?? '',
      title: node.title ?? '',
      titleEn: node.titleEn ?? '',
      dataIndex: Array.isArray(dataIndex) ? dataIndex.join('.') : (dataIndex ?? ''),
      width: width === undefined ? '' : String(width),
      renderName: node.renderName ?? '',
      lovName: node.lovName ?? '',
    };
    if (children && children.length > 0) row.children = toColumnRows(children);
    return row;
  });
}

export function fromColumnRows(rows: readonly ColumnRow[]): ColumnNodeDraft[] {
  return rows.map((row) => {
    const { children, dataIndex, width, titleEn, renderName, lovName, ...rest } = row;
    const out: ColumnNodeDraft = { ...rest, key: row.key.trim(), title: row.title.trim() };
    if (titleEn.trim()) out.titleEn = titleEn.trim();
    if (renderName.trim()) out.renderName = renderName.trim();
    if (lovName.trim()) out.lovName = lovName.trim();
    if (width.trim()) out.width = /^\d+(\.\d+)?$/.test(width.trim()) ? Number(width.trim()) : width.trim();
    const leaf = !children || children.length === 0;
    if (dataIndex.trim()) {
      const parts = dataIndex.trim().split('.');
      out.dataIndex = parts.length > 1 && parts.some((p) => !/^[A-Za-z_$][\w$]*$/.test(p)) ? parts : dataIndex.trim();
    }
    if (!leaf) out.children = fromColumnRows(children);
    return out;
  });
}

/** The column editor's rule message, or null. */
export function columnProblemText(draft: ColumnDefinitionDraft, locale: Locale): string | null {
  const problem = columnEditorProblem(draft);
  if (!problem) return null;
  return problem.error === 'cannotBeEmpty' ? errorText('cannotBeEmpty', locale, { field: problem.field }) : errorText('columnFieldsEmpty', locale, { column: problem.column });
}

/** Applies `change` to the node with this id anywhere in the tree (returns a new tree). */
export function updateColumn(rows: readonly ColumnRow[], id: string, change: (row: ColumnRow) => ColumnRow | null): ColumnRow[] {
  const out: ColumnRow[] = [];
  for (const row of rows) {
    if (row._id === id) {
      const next = change(row);
      if (next) out.push(next);
      continue;
    }
    out.push(row.children ? { ...row, children: updateColumn(row.children, id, change) } : row);
  }
  return out;
}

/** Moves a node up (-1) or down (+1) among its siblings. */
export function shiftColumn(rows: readonly ColumnRow[], id: string, by: -1 | 1): ColumnRow[] {
  const i = rows.findIndex((r) => r._id === id);
  if (i >= 0) {
    const j = i + by;
    if (j < 0 || j >= rows.length) return [...rows];
    const out = [...rows];
    [out[i], out[j]] = [out[j]!, out[i]!];
    return out;
  }
  return rows.map((r) => (r.children ? { ...r, children: shiftColumn(r.children, id, by) } : r));
}
