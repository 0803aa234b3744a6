/** The institutions page (institution_mgmt): its form, search and columns, and the menu's table flow. */
import { INSTITUTION_CALLS, INSTITUTION_TOOLS_MENU, type ColumnDefinition, type FlowDefinition, type FormDefinition } from '@portal/shared';
import { columnsOf, operations, required, saveButtons, searchProperty, STATUS_EXTRA, subTable, tablePage } from '../definitions';


export const INSTITUTION_FORM_SEEDS: FormDefinition[] = [
  {
    from_name: 'institution_form',
    description: '机构（新建子机构、编辑） / Institution (new sub-institution, edit)',
    property: saveButtons,
    fromItem: [
      { showName: '机构名称', showNameEn: 'Name', keyName: 'name', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 24 } },
      { showName: '英文名称', showNameEn: 'English name', keyName: 'name_en', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 24 } },
    ],
  },
  {
    from_name: 'institution_search',
    description: '机构列表查询 / Institution list search',
    property: searchProperty,
    fromItem: [{ showName: '机构名称', showNameEn: 'Name', keyName: 'name', input: { type: 'text' }, extra: { col: 8 } }],
  },
];

export const INSTITUTION_COLUMN_SEEDS: ColumnDefinition[] = [
  {
    columns_name: 'institution_columns',
    rowKey: '_id',
    description: '机构列表（当前机构及子机构） / Institutions (current and sub-institutions)',
    // The widths add up to the scroll width: the creation time is not hidden under the actions.
    property: { scroll: { x: 1060 } },
    columns: columnsOf('institution_columns', [
      { key: 'name', title: '机构名称', titleEn: 'Name', dataIndex: 'name', width: 200 },
      { key: 'name_en', title: '英文名称', titleEn: 'English name', dataIndex: 'name_en', width: 200 },
      { key: 'parent_name', title: '上级机构', titleEn: 'Parent', dataIndex: 'parent_name', width: 170 },
      {
        key: 'tools_count',
        title: '工具数',
        titleEn: 'Tools',
        dataIndex: 'tools_count',
        width: 80,
        renderName: 'drawerLink',
        extra: subTable(INSTITUTION_TOOLS_MENU, { institution_id: '{_id}' }, { zh: '{name} · 工具', en: '{name_en} · Tools' }),
      },
      { key: 'status', title: '状态', titleEn: 'Status', dataIndex: 'status', renderName: 'status', lovName: 'tool_status', extra: STATUS_EXTRA, width: 80 },
      { key: 'createdTime', title: '创建时间', titleEn: 'Created', dataIndex: 'createdTime', renderName: 'dateTime', width: 170 },
      operations(['view', 'edit', 'delete']),
    ]),
  },
];

export const INSTITUTION_MGMT_OPERATE: FlowDefinition = tablePage('institution', INSTITUTION_CALLS, 600);

export interface InstitutionSeed {
  key: 'A' | 'B';
  name: string;
  nameEn: string;
  roles: string[];
  tools: string[];
}

export const INSTITUTIONS: InstitutionSeed[] = [
  {
    key: 'A',
    name: '星语儿童发展中心',
    nameEn: 'Starlight Child Development Centre',
    roles: ['sysadmin', 'inst_admin', 'clinician', 'teacher'],
    tools: ['Dream-S-2.0', 'Dream-C-2.0', 'Dream-ITS', 'Dream-IT', 'SWAM-S', 'Ment'],
  },
  {
    key: 'B',
    name: '晨曦语言康复诊所',
    nameEn: 'Morning Light Speech Clinic',
    roles: ['inst_admin', 'clinician'],
    tools: ['Dream-ITS', 'Dream-IT', 'SPPA'],
  },
];
