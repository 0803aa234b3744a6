/**
 * The permissions of a child's data on request: institution admins hold them. They are the
 * children page's row actions too, each opening a confirming dialog of the portal (PRIVACY_DIALOGS).
 */
import { PRIVACY_DIALOGS } from '@portal/shared';
import type { MenuSeed } from '../menus';

export const CHILD_ERASE_MENU = 'children_erase';
export const CHILD_DATA_EXPORT_MENU = 'children_data_export';

export const PRIVACY_MENUS: MenuSeed[] = [
  {
    id: CHILD_DATA_EXPORT_MENU,
    name: '导出全部数据',
    nameEn: 'Export all data',
    type: 'permission',
    operate: { steps: ['g.rows', 'v.isRow', 'f.modal'], modalProps: { component: PRIVACY_DIALOGS.export, placement: 'row', width: 560 } },
  },
  {
    id: CHILD_ERASE_MENU,
    name: '彻底删除',
    nameEn: 'Erase child',
    type: 'permission',
    // The list reloads once the dialog finished (the child is gone); a cancel stops the flow.
    operate: { steps: ['g.rows', 'v.isRow', 'f.modal', 'c.reload'], modalProps: { component: PRIVACY_DIALOGS.erase, placement: 'row', width: 560 } },
  },
];
