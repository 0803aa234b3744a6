/** The Reports page and the Menus page (issue 9 item 6): English texts, the same keys as pages.zh.ts. */
import type { menusPageZh, reportsPageZh } from './pages.zh';

type Texts<T> = { [K in keyof T]: string };

export const reportsPageEn: Texts<typeof reportsPageZh> = {
  previewTitle: 'Report preview',
  download: 'Download',
  regenerateTitle: 'Regenerate report',
  regenerateConfirm: 'Regenerate the {{tool}} report ({{version}}) of {{name}}? The current file is replaced by the new report; the remark is kept.',
  regenerateOk: 'Regenerate',
  regenerating: 'Generating the report…',
  regenerated: 'The report was regenerated',
  cancel: 'Cancel',
  close: 'Close',
  noFile: 'This row has no report file',
};

export const menusPageEn: Texts<typeof menusPageZh> = {
  title: 'Menus',
  intro: 'Menus are global definitions: a change here applies to every institution. A new menu is granted to your current role only; grant it to other roles under Roles.',
  search: 'Search menu names or ids',
  permissionRoot: 'Permission menus (not in the navigation)',
  add: 'Add sub-menu',
  addPermission: 'Add permission menu',
  edit: 'Edit',
  move: 'Move',
  delete: 'Delete',
  deleteConfirm: 'Delete the menu “{{name}}”? Its grants to roles in every institution are deleted with it; this cannot be undone.',
  deleted: 'Menu deleted; {{count}} role grant(s) revoked',
  moveTitle: 'Move the menu “{{name}}”',
  parent: 'Parent menu',
  noParent: 'None (permission menu)',
  added: 'Menu added',
  moved: 'Menu moved',
  selectHint: 'Choose a menu on the left to see it',
  url: 'Address',
  icon: 'Icon',
  operate: 'Action flow (operate)',
  none: 'None',
};
