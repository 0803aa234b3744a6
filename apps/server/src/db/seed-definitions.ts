/**
 * Definitions the children pages need: the gender list, the create/edit and search forms and
 * the list's columns, plus a self-creatable list for the lovSearchAdd input. They are product
 * configuration, not demo data: `ensureConfiguration` adds whichever are missing at every start.
 */
import type { ColumnDefinition, ColumnNode, FormDefinition, LovDefinition } from '@portal/shared';
import { MANAGEMENT_COLUMN_SEEDS, MANAGEMENT_FORM_SEEDS, MANAGEMENT_LOV_SEEDS } from './seed-management';
import { FLOW_FORM_SEEDS } from '../modules/children/seed-actions';
import { TEST_COLUMN_SEEDS, TEST_FORM_SEEDS, TEST_LOV_SEEDS } from '../modules/testing/seed-list-page';
import { REPORT_COLUMN_SEEDS, REPORT_FORM_SEEDS } from '../modules/reports/seed';
import { PARENT_FORM_SEEDS, PARENT_LOV_SEEDS } from '../modules/testing/seed-parent-forms';
import { TESTING_COLUMN_SEEDS, TESTING_FORM_SEEDS } from '../modules/testing/seed-menus';
import { COMPASS_COLUMN_SEEDS, COMPASS_FORM_SEEDS, COMPASS_LOV_SEEDS } from '../modules/compass/seed';
import { TRAINING_COLUMN_SEEDS, TRAINING_FORM_SEEDS, TRAINING_LOV_SEEDS } from '../modules/training/seed';
import { columnsOf, type ColumnSeed } from './seed-columns';

export const LOV_SEEDS: LovDefinition[] = [
  {
    lovName: 'gender',
    description: '性别 / Gender',
    entries: [
      { value: 'male', content: '男', contentEn: 'Male' },
      { value: 'female', content: '女', contentEn: 'Female' },
    ],
  },
  {
    lovName: 'kindergarten',
    description: '幼儿园（机构可自行添加） / Kindergartens (institutions may add their own)',
    allow_self_create: true,
    entries: [
      { value: 'sunshine', content: '阳光幼儿园', contentEn: 'Sunshine Kindergarten' },
      { value: 'morning_star', content: '启明星幼儿园', contentEn: 'Morning Star Kindergarten' },
      { value: 'little_swan', content: '小天鹅幼儿园', contentEn: 'Little Swan Kindergarten' },
    ],
  },
  ...MANAGEMENT_LOV_SEEDS,
  ...TEST_LOV_SEEDS,
  ...PARENT_LOV_SEEDS,
  ...COMPASS_LOV_SEEDS,
  ...TRAINING_LOV_SEEDS,
];

const required = { type: 'required' as const };
const tel = { type: 'tel' as const };

export const FORM_SEEDS: FormDefinition[] = [
  {
    from_name: 'children_form',
    description: '儿童信息（新建、编辑） / Child (create, edit)',
    property: { labelCol: { flex: '7.5em' }, formProps: { labelWrap: true }, operate_buttons: ['close', 'submit'], submit_title: { zh: '保存', en: 'Save' } },
    fromItem: [
      { showName: '基本信息', showNameEn: 'Basic information', keyName: 'basic_title', input: { type: 'title' } },
      { showName: '姓名', showNameEn: 'Name', keyName: 'name', input: { type: 'text', props: { maxLength: 50 } }, rules: [required], extra: { col: 12 } },
      { showName: '性别', showNameEn: 'Gender', keyName: 'gender', input: { type: 'radio', lovName: 'gender' }, rules: [required], extra: { col: 12 } },
      {
        showName: '出生日期',
        showNameEn: 'Birthday',
        keyName: 'birthday',
        input: { type: 'date' },
        rules: [
          required,
          {
            type: 'age',
            age: { min_year: 0, max_year: 18 },
            message: { zh: '出生日期不能晚于今天，也不能早于 18 年前', en: 'The birthday must be no later than today and at most 18 years ago' },
          },
        ],
        extra: { col: 12 },
      },
      { showName: '儿童编号', showNameEn: 'Child code', keyName: 'children_code', input: { type: 'text', props: { maxLength: 32 } }, rules: [required], extra: { col: 12 } },
      { showName: '联系方式', showNameEn: 'Contact', keyName: 'contact_title', input: { type: 'title' } },
      { showName: '儿童电话', showNameEn: 'Child’s phone', keyName: 'phone_number', input: { type: 'phoneNumber' }, rules: [tel], extra: { col: 12 } },
      { showName: '家长电话', showNameEn: 'Parent’s phone', keyName: 'parent_phone', input: { type: 'phoneNumber' }, rules: [tel], extra: { col: 12 } },
      { showName: '病历号', showNameEn: 'Medical record number', keyName: 'mrn_code', input: { type: 'text', props: { maxLength: 64 } }, extra: { col: 12 } },
      {
        showName: '其他联系方式',
        showNameEn: 'Other contact details',
        keyName: 'other_contact_details',
        input: { type: 'textArea', props: { rows: 4, maxLength: 500 } },
        extra: { col: 24 },
      },
    ],
  },
  {
    from_name: 'children_search',
    description: '儿童列表查询 / Children list search',
    property: { hideLabel: false, operate_buttons: ['reset', 'submit'], submit_title: { zh: '查询', en: 'Search' } },
    fromItem: [
      { showName: '姓名', showNameEn: 'Name', keyName: 'name', input: { type: 'text' }, extra: { col: 6 } },
      { showName: '儿童编号', showNameEn: 'Child code', keyName: 'children_code', input: { type: 'text' }, extra: { col: 6 } },
      { showName: '性别', showNameEn: 'Gender', keyName: 'gender', input: { type: 'lov', lovName: 'gender' }, extra: { col: 6 } },
      // The list call takes the range as two parameters: rangeKeys names them.
      { showName: '出生日期', showNameEn: 'Birthday', keyName: 'birthday', input: { type: 'dateRange' }, extra: { col: 6, rangeKeys: ['birthday_from', 'birthday_to'] } },
    ],
  },
  ...FLOW_FORM_SEEDS,
  ...MANAGEMENT_FORM_SEEDS,
  ...TEST_FORM_SEEDS,
  ...REPORT_FORM_SEEDS,
  ...PARENT_FORM_SEEDS,
  ...TESTING_FORM_SEEDS,
  ...COMPASS_FORM_SEEDS,
  ...TRAINING_FORM_SEEDS,
];

/** One column of children_columns, with its stable id. */
const column = (node: ColumnSeed): ColumnNode => columnsOf('children_columns', [node])[0]!;

export const COLUMN_SEEDS: ColumnDefinition[] = [
  {
    columns_name: 'children_columns',
    rowKey: '_id',
    description: '儿童列表 / Children list',
    property: { scroll: { x: 1200 } },
    columns: [
      column({ key: 'name', title: '姓名', titleEn: 'Name', dataIndex: 'name', width: 120 }),
      column({ key: 'gender', title: '性别', titleEn: 'Gender', dataIndex: 'gender', renderName: 'lov', lovName: 'gender', width: 80 }),
      column({ key: 'birthday', title: '出生日期', titleEn: 'Birthday', dataIndex: 'birthday', width: 120 }),
      column({ key: 'age', title: '年龄', titleEn: 'Age', dataIndex: 'birthday', renderName: 'age', width: 130 }),
      column({ key: 'children_code', title: '儿童编号', titleEn: 'Child code', dataIndex: 'children_code', width: 140 }),
      column({
        key: 'phone',
        title: '联系电话',
        titleEn: 'Phone',
        children: [
          { key: 'phone_number', title: '儿童电话', titleEn: 'Child', dataIndex: 'phone_number', width: 140 },
          { key: 'parent_phone', title: '家长电话', titleEn: 'Parent', dataIndex: 'parent_phone', width: 140 },
        ],
      }),
      column({ key: 'createdTime', title: '创建时间', titleEn: 'Created', dataIndex: 'createdTime', renderName: 'dateTime', width: 170 }),
      column({
        key: 'operations',
        title: '操作',
        titleEn: 'Actions',
        dataIndex: '_id',
        renderName: 'operations',
        width: 160,
        extra: { fixed: 'right', actions: ['view', 'edit', 'delete'] },
      }),
    ],
  },
  ...MANAGEMENT_COLUMN_SEEDS,
  ...TEST_COLUMN_SEEDS,
  ...REPORT_COLUMN_SEEDS,
  ...TESTING_COLUMN_SEEDS,
  ...COMPASS_COLUMN_SEEDS,
  ...TRAINING_COLUMN_SEEDS,
];
