/** The users page (user_mgmt): its form, search, columns and language list, and the menu's table flow. */
import { ROLE_CALLS, STAFF_CALLS, type ColumnDefinition, type FlowDefinition, type FormDefinition, type LovDefinition } from '@portal/shared';
import { columnsOf, operations, required, saveButtons, searchProperty, tablePage } from '../definitions';

const passwordRule = { type: 'password' as const };

export const STAFF_LOV_SEEDS: LovDefinition[] = [
  {
    lovName: 'locale_type',
    description: '界面语言 / Language',
    entries: [
      { value: 'zh', content: '中文', contentEn: 'Chinese' },
      { value: 'en', content: '英文', contentEn: 'English' },
    ],
  },
];

export const STAFF_FORM_SEEDS: FormDefinition[] = [
  {
    from_name: 'user_form',
    description: '用户（新建、编辑） / User (create, edit)',
    property: saveButtons,
    fromItem: [
      { showName: '用户名', showNameEn: 'Username', keyName: 'username', input: { type: 'text', props: { maxLength: 32 } }, rules: [required], extra: { col: 12 } },
      { showName: '昵称', showNameEn: 'Nickname', keyName: 'nickname', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 12 } },
      {
        showName: '初始密码',
        showNameEn: 'Initial password',
        keyName: 'password',
        input: { type: 'text', props: { maxLength: 32, autoComplete: 'new-password' } },
        rules: [passwordRule],
        extra: { col: 12, help: { zh: '新建时必填；编辑时填写则重置密码。用户首次登录须修改密码', en: 'Required for a new user; when editing, filling it in resets the password. The user must change it at first login' } },
      },
      {
        showName: '角色',
        showNameEn: 'Role',
        keyName: 'role_id',
        input: { type: 'lov', lovApi: ROLE_CALLS.options.path, lov_value_name: 'value', lov_content_name: 'content' },
        rules: [required],
        extra: { col: 12 },
      },
      { showName: '语言', showNameEn: 'Language', keyName: 'locale_type', input: { type: 'radio', lovName: 'locale_type' }, extra: { col: 12 } },
      { showName: '停用', showNameEn: 'Disabled', keyName: 'disabled', input: { type: 'switch' }, extra: { col: 12 } },
    ],
  },
  {
    from_name: 'user_search',
    description: '用户列表查询 / User list search',
    property: searchProperty,
    fromItem: [
      { showName: '用户名', showNameEn: 'Username', keyName: 'username', input: { type: 'text' }, extra: { col: 8 } },
      { showName: '昵称', showNameEn: 'Nickname', keyName: 'nickname', input: { type: 'text' }, extra: { col: 8 } },
    ],
  },
];

export const STAFF_COLUMN_SEEDS: ColumnDefinition[] = [
  {
    columns_name: 'user_columns',
    rowKey: '_id',
    description: '用户列表（当前机构） / Users (current institution)',
    property: { scroll: { x: 1100 } },
    columns: columnsOf('user_columns', [
      { key: 'nickname', title: '昵称', titleEn: 'Nickname', dataIndex: 'nickname', width: 140 },
      { key: 'username', title: '用户名', titleEn: 'Username', dataIndex: 'username', width: 140 },
      { key: 'role_names', title: '角色', titleEn: 'Roles', dataIndex: 'role_names', width: 200 },
      { key: 'locale_type', title: '语言', titleEn: 'Language', dataIndex: 'locale_type', renderName: 'lov', lovName: 'locale_type', width: 90 },
      {
        key: 'disabled',
        title: '状态',
        titleEn: 'Status',
        dataIndex: 'disabled',
        renderName: 'status',
        extra: { colors: { false: 'green', true: 'red' }, labels: { false: { zh: '正常', en: 'Active' }, true: { zh: '停用', en: 'Disabled' } } },
        width: 90,
      },
      { key: 'createdTime', title: '创建时间', titleEn: 'Created', dataIndex: 'createdTime', renderName: 'dateTime', width: 170 },
      operations(['edit', 'delete']),
    ]),
  },
];

export const USER_MGMT_OPERATE: FlowDefinition = tablePage('user', STAFF_CALLS);
