/**
 * Column definitions: the columns of a server-configured table, as
 * a tree (a parent column groups its children under one header). The column editor saves a
 * draft; `columnEditorProblem` applies the editor's rules with the spec's messages; the stored
 * version 1 holds only complete trees, with `level` and parent links filled in by `normalizeColumns`.
 */
import { z } from 'zod';
import { REASONS, definitionName, fieldKey, jsonRecord, loadVersioned, type LoadResult, type VersionEntry } from './common';

/** Column ids are 32 lowercase hex characters without dashes (a UUID's hex), made by the editor. */
export const COLUMN_ID = /^[0-9a-f]{32}$/;
export const MAX_COLUMN_DEPTH = 4;
const MAX_COLUMNS = 300;

const text = (max: number) => z.string().max(max);

export interface ColumnNode {
  _id: string;
  key: string;
  title: string;
  titleEn?: string | undefined;
  width?: number | string | undefined;
  dataIndex?: string | string[] | undefined;
  /** Cell text with `{field}` placeholders filled from the row. */
  templateString?: string | undefined;
  /** Name of a cell renderer registered in the browser (e.g. 'age', 'lov'). */
  renderName?: string | undefined;
  lovName?: string | undefined;
  extra?: Record<string, unknown> | undefined;
  children?: ColumnNode[] | undefined;
  /** Depth in the tree, 1 for top-level columns (filled on save). */
  level?: number | undefined;
  /** The definition the column belongs to (filled on save). */
  parent_columns_name?: string | undefined;
  /** `_id` of the parent column, null at the top (filled on save). */
  parent_row_id?: string | null | undefined;
}

const width = z.union([z.number().min(0).max(10000), z.string().regex(/^\d{1,5}(\.\d+)?(px|%)?$/)]);
const dataIndex = z.union([fieldKey, z.array(z.string().min(1).max(100)).min(1).max(10)]);

const common = {
  titleEn: text(200).optional(),
  width: width.optional(),
  templateString: text(1000).optional(),
  renderName: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/).optional(),
  lovName: definitionName.optional(),
  extra: jsonRecord.optional(),
  level: z.number().int().min(1).max(MAX_COLUMN_DEPTH).optional(),
  parent_columns_name: text(100).optional(),
  parent_row_id: z.string().regex(COLUMN_ID).nullable().optional(),
};

export const columnNodeV1: z.ZodType<ColumnNode> = z.strictObject({
  _id: z.string().regex(COLUMN_ID),
  key: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  dataIndex: dataIndex.optional(),
  ...common,
  get children() {
    return z.array(columnNodeV1).max(100).optional();
  },
});

export interface ColumnNodeDraft extends Omit<ColumnNode, '_id' | 'key' | 'title' | 'dataIndex' | 'children'> {
  _id?: string | undefined;
  key?: string | undefined;
  title?: string | undefined;
  dataIndex?: string | string[] | undefined;
  children?: ColumnNodeDraft[] | undefined;
}

/** Key, title and dataIndex may be empty here: the editor's rule reports them with its own message. */
export const columnNodeDraft: z.ZodType<ColumnNodeDraft> = z.strictObject({
  _id: z.string().regex(COLUMN_ID).optional(),
  key: text(100).optional(),
  title: text(200).optional(),
  dataIndex: z.union([text(100), z.array(z.string().max(100)).max(10)]).optional(),
  ...common,
  get children() {
    return z.array(columnNodeDraft).max(100).optional();
  },
});

function walk<T extends { children?: T[] | undefined }>(nodes: T[], visit: (node: T, path: PropertyKey[], depth: number) => void, path: PropertyKey[] = ['columns'], depth = 1): void {
  nodes.forEach((node, i) => {
    visit(node, [...path, i], depth);
    if (node.children) walk(node.children, visit, [...path, i, 'children'], depth + 1);
  });
}

export function countColumns(nodes: Array<{ children?: unknown[] | undefined }>): number {
  let n = 0;
  walk(nodes as ColumnNodeDraft[], () => n++);
  return n;
}

/** Depth, total size and unique ids of a column tree. */
export function columnTreeIssues(columns: ColumnNode[] | ColumnNodeDraft[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  let count = 0;
  walk(columns as ColumnNodeDraft[], (node, path, depth) => {
    count++;
    if (depth > MAX_COLUMN_DEPTH) ctx.addIssue({ code: 'custom', path, message: REASONS.tooDeep, input: node });
    if (node._id !== undefined && seen.has(node._id)) ctx.addIssue({ code: 'custom', path: [...path, '_id'], message: REASONS.duplicate, input: node._id });
    if (node._id !== undefined) seen.add(node._id);
  });
  if (count > MAX_COLUMNS) ctx.addIssue({ code: 'too_big', maximum: MAX_COLUMNS, origin: 'array', path: ['columns'], input: columns });
}

export const columnsProperty = jsonRecord;

/** The stored fields, without the tree checks (for extending into call results). */
export const columnDefinitionFields = z.strictObject({
  columns_name: definitionName,
  rowKey: fieldKey,
  description: text(1000).optional(),
  property: columnsProperty.optional(),
  columns: z.array(columnNodeV1).max(100),
});

/** Stored column definition, schema version 1. */
export const columnDefinitionV1 = columnDefinitionFields.superRefine((def, ctx) => columnTreeIssues(def.columns, ctx));
export type ColumnDefinition = z.infer<typeof columnDefinitionV1>;

/** What the column editor sends. */
export const columnDefinitionDraftFields = z.strictObject({
  columns_name: text(100).optional(),
  rowKey: text(100).optional(),
  description: text(1000).optional(),
  property: columnsProperty.optional(),
  columns: z.array(columnNodeDraft).max(100).optional(),
});
export const columnDefinitionDraft = columnDefinitionDraftFields.superRefine((def, ctx) => columnTreeIssues(def.columns ?? [], ctx));
export type ColumnDefinitionDraft = z.infer<typeof columnDefinitionDraft>;

export type ColumnEditorProblem = { error: 'cannotBeEmpty'; field: string } | { error: 'columnFieldsEmpty'; column: string };

const blank = (v: string | string[] | undefined) => (Array.isArray(v) ? v.length === 0 || v.some((p) => !p.trim()) : !v?.trim());

/**
 * The column editor's rules: columns_name and rowKey, then every column's key and
 * title, and a leaf's dataIndex. `column` names the offending column by title, else key, else
 * its position (1-based, e.g. '2.1' for the first child of the second column).
 */
export function columnEditorProblem(draft: ColumnDefinitionDraft): ColumnEditorProblem | null {
  if (!draft.columns_name?.trim()) return { error: 'cannotBeEmpty', field: 'columns_name' };
  if (!draft.rowKey?.trim()) return { error: 'cannotBeEmpty', field: 'rowKey' };
  let problem: ColumnEditorProblem | null = null;
  const visit = (nodes: ColumnNodeDraft[], position: string) => {
    nodes.forEach((node, i) => {
      if (problem) return;
      const here = position ? `${position}.${i + 1}` : String(i + 1);
      const leaf = !node.children || node.children.length === 0;
      if (blank(node.key) || blank(node.title) || (leaf && blank(node.dataIndex))) {
        problem = { error: 'columnFieldsEmpty', column: node.title?.trim() || node.key?.trim() || here };
        return;
      }
      if (node.children) visit(node.children, here);
    });
  };
  visit(draft.columns ?? [], '');
  return problem;
}

/** 32 hex characters without dashes, as the editor makes for a new column. */
export function newColumnId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '');
}

/**
 * Fills what the stored form derives: missing ids, `level`, `parent_columns_name` and
 * `parent_row_id`, so the links can never disagree with the tree. Returns a new tree.
 */
export function normalizeColumns(columns: ColumnNodeDraft[], columnsName: string, parentId: string | null = null, level = 1): ColumnNode[] {
  return columns.map((node) => {
    const _id = node._id ?? newColumnId();
    const { children, ...rest } = node;
    const out: ColumnNode = { ...rest, _id, key: node.key ?? '', title: node.title ?? '', level, parent_columns_name: columnsName, parent_row_id: parentId };
    if (children && children.length > 0) out.children = normalizeColumns(children, columnsName, _id, level + 1);
    return out;
  });
}

export const COLUMNS_SCHEMA_VERSION = 1;
export const columnDefinitionVersions: Record<number, VersionEntry<ColumnDefinition>> = {
  1: { schema: columnDefinitionV1, toCurrent: (doc) => doc as ColumnDefinition },
};

export function loadColumnDefinition(stored: unknown): LoadResult<ColumnDefinition> {
  return loadVersioned(columnDefinitionVersions, stored);
}
