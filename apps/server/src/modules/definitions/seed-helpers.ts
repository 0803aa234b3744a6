/**
 * Building blocks of seeded definitions, for every domain's seed: stable column ids, the table
 * page flow of a list with its forms, and the shapes most forms and columns share.
 */
import type { FlowDefinition } from '@portal/shared';
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

/** A list page: `<name>_columns`, `<name>_search`, `<name>_form`, and the list/info/add/update/delete calls under `base`. */
export const tablePage = (name: string, base: string, width = 800): FlowDefinition => ({
  modalProps: { width, fromName: `${name}_form` },
  menuIds: [],
  columns_name: `${name}_columns`,
  search_from_name: `${name}_search`,
  api: `${base}/list`,
  method: 'GET',
  rowKey: '_id',
  infoApi: `${base}/info`,
  addApi: `${base}/add`,
  updateApi: `${base}/update`,
  deleteApi: `${base}/delete`,
});

/**
 * A drawerLink cell opening a menu's table in a drawer (`table/menuTable`), scoped by `params`
 * (`{field}` filled from the row). The column shows only to users holding that menu; the key
 * keeps one drawer per menu and row.
 */
export function subTable(menuId: string, params: Record<string, string>, title: { zh: string; en: string }, width?: string) {
  return { menuId, component: 'table/menuTable', props: { menuId, params }, title, key: `${menuId}:{_id}`, ...(width ? { width } : {}) };
}
