/**
 * The compass (assessment-plan) configuration: the six v1 section forms, the v2 dynamic-state
 * form, the lists a v2 paragraph can insert, the cases list's columns, search and create forms,
 * and the 'compass' menu's operate with its row actions. Row actions open the case pages by the
 * component paths of the shared COMPASS_DIALOGS (the portal registers those names). Product
 * configuration: `ensureConfiguration` adds what is missing at every start.
 */
import {
  CHILDREN_CALLS,
  COMPASS_COLUMNS,
  COMPASS_CREATE_FORM,
  COMPASS_DIALOGS,
  COMPASS_DYNAMIC_STATE_FORM,
  COMPASS_INSERT_LOV,
  COMPASS_CALLS,
  COMPASS_SEARCH_FORM,
  COMPASS_V1_SECTIONS,
  type ColumnDefinition,
  type FlowDefinition,
  type FormDefinition,
  type LovDefinition,
} from '@portal/shared';
import { columnsOf } from '../definitions';
import type { MenuSeed } from '../menus';

/** The parents' follow-up questionnaire the demo institutions have (seed-compass-demo.ts). */
export const DEMO_WJX_ID = 'parent_followup';

const area = (keyName: string, showName: string, showNameEn: string) => ({ showName, showNameEn, keyName, input: { type: 'textArea' as const, props: { maxLength: 4000 } } });
const sectionProps: NonNullable<FormDefinition['property']> = { labelCol: { flex: '9em' }, operate_buttons: ['submit'], submit_title: { zh: '保存', en: 'Save' } };

const SECTION_ITEMS: Record<(typeof COMPASS_V1_SECTIONS)[number]['key'], FormDefinition['fromItem']> = {
  basic_info: [
    area('referral', '就诊原因', 'Reason for referral'),
    area('birth_history', '出生史', 'Birth history'),
    { showName: '家庭语言', showNameEn: 'Home language', keyName: 'home_language', input: { type: 'lov', lovName: 'compass_home_language' } },
  ],
  chief_complaint: [area('complaint', '主诉', 'Chief complaint')],
  assessment_tools: [
    { showName: '评估工具', showNameEn: 'Tools', keyName: 'tools', input: { type: 'multipleSelect', lovName: 'compass_assessment_tools' } },
    area('methods', '评估方法', 'Methods'),
  ],
  assessment_recommendations: [area('recommendations', '评估建议', 'Recommendations')],
  intervention_plan: [area('frequency', '频率', 'Frequency'), area('goals', '目标', 'Goals')],
  parental_advice: [area('advice', '家长建议', 'Advice to parents')],
};

export const COMPASS_FORM_SEEDS: FormDefinition[] = [
  ...COMPASS_V1_SECTIONS.map((s) => ({ from_name: s.fromName, description: `评估方案 v1：${s.title.zh} / Compass v1: ${s.title.en}`, property: sectionProps, fromItem: SECTION_ITEMS[s.key] })),
  {
    from_name: COMPASS_DYNAMIC_STATE_FORM,
    description: '评估方案 v2：动态评估 / Compass v2: dynamic assessment',
    property: sectionProps,
    fromItem: [
      { showName: '提示层级', showNameEn: 'Prompt level', keyName: 'prompt_level', input: { type: 'lov', lovName: 'compass_prompt_level' } },
      area('response', '儿童反应', "Child's response"),
      area('modifiability', '可塑性', 'Modifiability'),
    ],
  },
  {
    from_name: COMPASS_SEARCH_FORM,
    description: '评估方案列表查询 / Compass list search',
    property: { hideLabel: false, operate_buttons: ['reset', 'submit'], submit_title: { zh: '查询', en: 'Search' } },
    fromItem: [
      { showName: '儿童姓名', showNameEn: 'Child', keyName: 'name', input: { type: 'text' }, extra: { col: 8 } },
      { showName: '状态', showNameEn: 'Status', keyName: 'status', input: { type: 'lov', lovName: 'compass_status' }, extra: { col: 8 } },
      { showName: '版本', showNameEn: 'Version', keyName: 'version', input: { type: 'lov', lovName: 'compass_version' }, extra: { col: 8 } },
    ],
  },
  {
    from_name: COMPASS_CREATE_FORM,
    description: '新建评估方案 / Create a case',
    property: { operate_buttons: ['close', 'submit'], submit_title: { zh: '创建', en: 'Create' } },
    fromItem: [
      { showName: '儿童', showNameEn: 'Child', keyName: 'children_id', input: { type: 'lov', lovApi: CHILDREN_CALLS.list.path, netSearch: true, netSearchKey: 'name', lov_value_name: '_id', lov_content_name: 'name' }, rules: [{ type: 'required' }] },
      { showName: '版本', showNameEn: 'Version', keyName: 'version', input: { type: 'radio', lovName: 'compass_version' }, rules: [{ type: 'required' }] },
    ],
  },
];

const entries = (pairs: [string, string, string][]) => pairs.map(([value, content, contentEn]) => ({ value, content, contentEn }));

export const COMPASS_LOV_SEEDS: LovDefinition[] = [
  { lovName: 'compass_status', description: '评估方案状态 / Case status', entries: entries([['Edit', '编辑中', 'Editing'], ['Close', '已锁定', 'Locked'], ['Custom', '已出报告', 'Reported']]) },
  { lovName: 'compass_version', description: '评估方案版本 / Case version', entries: entries([['v1', '标准版（v1）', 'Standard (v1)'], ['v2', '段落版（v2）', 'Paragraphs (v2)']]) },
  { lovName: 'compass_informant', description: '陪同者 / Informant', entries: entries([['mother', '母亲', 'mother'], ['father', '父亲', 'father'], ['grandparent', '祖父母', 'a grandparent'], ['other', '其他照养人', 'another caregiver']]) },
  { lovName: 'compass_home_language', description: '家庭语言 / Home language', entries: entries([['mandarin', '普通话', 'Mandarin'], ['dialect', '方言', 'a dialect'], ['bilingual', '双语', 'two languages']]) },
  { lovName: 'compass_utterance_length', description: '句长 / Utterance length', entries: entries([['single', '单词句', 'single words'], ['two_three', '两三个词', 'two to three words'], ['sentences', '完整句子', 'full sentences']]) },
  { lovName: 'compass_prompt_level', description: '提示层级 / Prompt level', entries: entries([['none', '无提示', 'No prompt'], ['verbal', '言语提示', 'Verbal'], ['model', '示范', 'Model'], ['physical', '肢体辅助', 'Physical']]) },
  { lovName: 'compass_assessment_tools', description: '评估工具 / Assessment tools', entries: entries([['Dream-S-2.0', 'Dream-S 2.0', 'Dream-S 2.0'], ['Dream-C-2.0', 'Dream-C 2.0', 'Dream-C 2.0'], ['Dream-ITS', 'Dream-ITS', 'Dream-ITS'], ['Dream-IT', 'Dream-IT', 'Dream-IT'], ['observation', '游戏观察', 'Play observation'], ['interview', '家长访谈', 'Parent interview']]) },
  {
    lovName: COMPASS_INSERT_LOV,
    description: '段落可插入的值列表 / Lists a paragraph can insert',
    entries: entries([['compass_informant', '陪同者', 'Informant'], ['compass_home_language', '家庭语言', 'Home language'], ['compass_utterance_length', '句长', 'Utterance length']]),
  },
];

export const COMPASS_COLUMN_SEEDS: ColumnDefinition[] = [
  {
    columns_name: COMPASS_COLUMNS,
    rowKey: '_id',
    description: '评估方案列表 / Compass cases',
    property: { scroll: { x: 1100 } },
    columns: columnsOf(COMPASS_COLUMNS, [
      { key: 'children_name', title: '儿童姓名', titleEn: 'Child', dataIndex: 'children_name', width: 120 },
      { key: 'children_code', title: '儿童编号', titleEn: 'Child code', dataIndex: 'children_code', width: 130 },
      { key: 'version', title: '版本', titleEn: 'Version', dataIndex: 'version', renderName: 'lov', lovName: 'compass_version', width: 130 },
      { key: 'status', title: '状态', titleEn: 'Status', dataIndex: 'status', renderName: 'lov', lovName: 'compass_status', width: 110 },
      { key: 'link_report_count', title: '绑定报告', titleEn: 'Bound reports', dataIndex: 'link_report_count', width: 100 },
      { key: 'created_by_name', title: '创建人', titleEn: 'Created by', dataIndex: 'created_by_name', width: 120 },
      { key: 'createdTime', title: '创建时间', titleEn: 'Created', dataIndex: 'createdTime', renderName: 'dateTime', width: 170 },
      { key: 'operations', title: '操作', titleEn: 'Actions', dataIndex: '_id', renderName: 'operations', width: 100, extra: { fixed: 'right', actions: ['delete'], actionsWhen: { delete: { key: 'status', value: ['Edit'] } } } },
    ]),
  },
];

const versionIs = (version: string) => ({ key: 'version', value: [version] });

export const COMPASS_OPERATE: FlowDefinition = {
  menuIds: [],
  columns_name: COMPASS_COLUMNS,
  search_from_name: COMPASS_SEARCH_FORM,
  api: COMPASS_CALLS.list.path,
  method: COMPASS_CALLS.list.method,
  rowKey: '_id',
  datasetAuth: false,
  deleteApi: COMPASS_CALLS.remove.path,
};

/** The 'compass' menu's actions: create, open (the v1 or v2 page). Deleting is the table's own (deleteApi; locked cases refuse it). */
export const COMPASS_ACTION_MENUS: MenuSeed[] = [
  {
    id: 'compass_create',
    name: '新建评估方案',
    nameEn: 'New case',
    type: 'permission',
    operate: { steps: ['f.modal', 'c.reload'], modalProps: { component: COMPASS_DIALOGS.create, placement: 'toolbar', width: 560, fromName: COMPASS_CREATE_FORM } },
  },
  {
    // The questionnaire's detail, editable with parameter inputs.
    id: 'compass_wjx',
    name: '家长随访问卷',
    nameEn: 'Parent follow-up questionnaire',
    type: 'permission',
    operate: { steps: ['f.modal'], modalProps: { component: COMPASS_DIALOGS.wjx, placement: 'toolbar', width: 640, wjx_id: DEMO_WJX_ID, editable: true } },
  },
  // An Edit case offers 'continue processing'; a locked one (Close, Custom) its report.
  // Both open the case's own page (v1 or v2), which shows the right content for the status.
  ...(['v1', 'v2'] as const).flatMap((version) =>
    [
      { id: `compass_open_${version}`, name: '继续处理', nameEn: 'Continue processing', statuses: ['Edit'] },
      { id: `compass_report_${version}`, name: '查看报告', nameEn: 'View report', statuses: ['Close', 'Custom'] },
    ].map(({ id, name, nameEn, statuses }) => ({
      id,
      name,
      nameEn,
      type: 'permission' as const,
      operate: {
        steps: ['g.rows', 'v.isRow', 'v.validField', 'f.drawer', 'c.reload'],
        stepParams: { 'v.validField': { condition: versionIs(version) } },
        modalProps: { component: COMPASS_DIALOGS[version], placement: 'row', width: '90%', showWhen: [versionIs(version), { key: 'status', value: statuses }] },
      },
    })),
  ),
];
/** On the children page: a child's summary report (its tests across tools on one page). */
export const COMPASS_CHILD_SUMMARY_MENU: MenuSeed = {
  id: 'children_summary_report',
  name: '汇总报告',
  nameEn: 'Summary report',
  type: 'permission',
  operate: { steps: ['g.rows', 'v.isRow', 'f.drawer'], modalProps: { component: COMPASS_DIALOGS.summary, placement: 'row', width: 960 } },
};
/** Every action menu of this area, as roles are granted them. */
export const COMPASS_ACTION_MENU_IDS = [...COMPASS_ACTION_MENUS, COMPASS_CHILD_SUMMARY_MENU].map((m) => m.id);
