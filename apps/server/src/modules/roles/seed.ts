/** The roles page (role_mgmt): its form, search and columns, and the menu's table flow. */
import { ROLE_CALLS, type ColumnDefinition, type FlowDefinition, type FormDefinition } from '@portal/shared';
import { columnsOf, operations, required, saveButtons, searchProperty, tablePage } from '../definitions';

export const ROLE_FORM_SEEDS: FormDefinition[] = [
  {
    from_name: 'role_form',
    description: '角色（新建、编辑） / Role (create, edit)',
    property: saveButtons,
    fromItem: [
      { showName: '角色编码', showNameEn: 'Code', keyName: 'code', input: { type: 'text', props: { maxLength: 32 } }, rules: [required], extra: { col: 24 } },
      { showName: '角色名称', showNameEn: 'Name', keyName: 'name', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 24 } },
      { showName: '英文名称', showNameEn: 'English name', keyName: 'name_en', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 24 } },
    ],
  },
  {
    from_name: 'role_search',
    description: '角色列表查询 / Role list search',
    property: searchProperty,
    fromItem: [{ showName: '角色名称', showNameEn: 'Name', keyName: 'name', input: { type: 'text' }, extra: { col: 8 } }],
  },
];

export const ROLE_COLUMN_SEEDS: ColumnDefinition[] = [
  {
    columns_name: 'role_columns',
    rowKey: '_id',
    description: '角色列表（当前机构） / Roles (current institution)',
    columns: columnsOf('role_columns', [
      { key: 'name', title: '角色名称', titleEn: 'Name', dataIndex: 'name', width: 180 },
      { key: 'name_en', title: '英文名称', titleEn: 'English name', dataIndex: 'name_en', width: 200 },
      { key: 'code', title: '角色编码', titleEn: 'Code', dataIndex: 'code', width: 140 },
      { key: 'user_count', title: '用户数', titleEn: 'Users', dataIndex: 'user_count', width: 90 },
      { key: 'createdTime', title: '创建时间', titleEn: 'Created', dataIndex: 'createdTime', renderName: 'dateTime', width: 170 },
      operations(['edit', 'delete']),
    ]),
  },
];

export const ROLE_MGMT_OPERATE: FlowDefinition = tablePage('role', ROLE_CALLS, 600);

export const ROLE_NAMES: Record<string, { name: string; nameEn: string }> = {
  sysadmin: { name: '系统管理员', nameEn: 'System administrator' },
  inst_admin: { name: '机构管理员', nameEn: 'Institution administrator' },
  clinician: { name: '评估师', nameEn: 'Clinician' },
  teacher: { name: '教师', nameEn: 'Teacher' },
};
