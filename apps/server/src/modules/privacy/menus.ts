/** The permissions of a child's data on request: institution admins hold them (the children page's row actions). */
import type { MenuSeed } from '../menus';

export const CHILD_ERASE_MENU = 'children_erase';
export const CHILD_DATA_EXPORT_MENU = 'children_data_export';

export const PRIVACY_MENUS: MenuSeed[] = [
  { id: CHILD_DATA_EXPORT_MENU, name: '导出儿童全部数据', nameEn: "Export a child's data", type: 'permission' },
  { id: CHILD_ERASE_MENU, name: '彻底删除儿童', nameEn: 'Erase a child', type: 'permission' },
];
