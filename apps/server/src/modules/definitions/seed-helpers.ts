/**
 * Building blocks of seeded definitions, for every domain's seed: stable column ids, the table
 * page flow of a list with its forms, and the shapes most forms and columns share.
 */
import type { CallContract, FlowDefinition } from '@portal/shared';
import type { ColumnSeed } from './seed-columns';

export const required = { type: 'required' as const };
export const saveButtons = { labelCol: { flex: '7.5em' }, formProps: { labelWrap: true }, operate_buttons: ['close', 'submit'] as Array<'close' | 'submit'>, submit_title: { zh: '保存', en: 'Save' } };
export const searchProperty = { hideLabel: false, operate_buttons: ['reset', 'submit'] as Array<'reset' | 'submit'>, submit_title: { zh: '查询', en: 'Search' } };

/** A status cell's colours: effective green, expired red. */
export const STATUS_EXTRA = { colors: { effective: 'green', expired: 'red' } };

/** The actions column, fixed on the right. */
export const operations = (actions: string[], width = 160): ColumnSeed => ({
  key: 'operations',
  title: '操作',
  titleEn: 'Actions',
  dataIndex: '_id',
  renderName: 'operations',
  width,
  extra: { fixed: 'right', actions },
});

/** What a table page calls, from the list's call contracts (@portal/shared). */
export interface TableCalls {
  list: Pick<CallContract, 'method' | 'path'>;
  info: Pick<CallContract, 'path'>;
  add: Pick<CallContract, 'path'>;
  update: Pick<CallContract, 'path'>;
  delete: Pick<CallContract, 'path'>;
}

/** A list page: `<name>_columns`, `<name>_search`, `<name>_form`, and the list/info/add/update/delete calls of `calls`. */
export const tablePage = (name: string, calls: TableCalls, width = 800): FlowDefinition => ({
  modalProps: { width, fromName: `${name}_form` },
  menuIds: [],
  columns_name: `${name}_columns`,
  search_from_name: `${name}_search`,
  api: calls.list.path,
  method: calls.list.method,
  rowKey: '_id',
  infoApi: calls.info.path,
  addApi: calls.add.path,
  updateApi: calls.update.path,
  deleteApi: calls.delete.path,
});

/**
 * A drawerLink cell opening a menu's table in a drawer (`table/menuTable`), scoped by `params`
 * (`{field}` filled from the row). The column shows only to users holding that menu; the key
 * keeps one drawer per menu and row.
 */
export function subTable(menuId: string, params: Record<string, string>, title: { zh: string; en: string }, width?: string) {
  return { menuId, component: 'table/menuTable', props: { menuId, params }, title, key: `${menuId}:{_id}`, ...(width ? { width } : {}) };
}
