/**
 * Demo children (first demo seed only): realistic names across both institutions, including
 * rare characters (䶮 from CJK Extension A; 𠮷 from Extension B, outside the BMP: a surrogate
 * pair in JavaScript, four bytes in UTF-8) to prove the whole character set survives every layer.
 * Birthdays are offsets from the seeding day, so the demo ages stay between 0 and 18 years.
 */
import { CHILDREN_CALLS, isoDate, type ColumnDefinition, type ColumnNode, type FlowDefinition, type FormDefinition, type LovDefinition } from '@portal/shared';
import { columnsOf, required, tablePage, type ColumnSeed } from '../definitions';

export interface ChildSeed {
  institution: 'A' | 'B';
  name: string;
  gender: 'male' | 'female';
  /** Age at seeding, as years and days. */
  age: [number, number];
  code: string;
  phone?: string;
  parentPhone?: string;
  mrn?: string;
  other?: string;
}

export const CHILD_SEEDS: ChildSeed[] = [
  { institution: 'A', name: '王子涵', gender: 'male', age: [4, 120], code: 'XY0001', parentPhone: '13800138001', mrn: 'MRN20240001' },
  { institution: 'A', name: '李欣怡', gender: 'female', age: [3, 45], code: 'XY0002', parentPhone: '13912345678' },
  { institution: 'A', name: '张浩宇', gender: 'male', age: [6, 200], code: 'XY0003', phone: '13700001111', parentPhone: '86-13700002222', mrn: 'MRN20240003' },
  { institution: 'A', name: '刘一诺', gender: 'female', age: [2, 300], code: 'XY0004', parentPhone: '15011112222', other: '微信：liu_mama' },
  { institution: 'A', name: '陈梓萱', gender: 'female', age: [5, 10], code: 'XY0005', parentPhone: '18622223333' },
  { institution: 'A', name: '杨沐宸', gender: 'male', age: [1, 180], code: 'XY0006', parentPhone: '13633334444', mrn: 'MRN20240006' },
  { institution: 'A', name: '赵雨桐', gender: 'female', age: [7, 90], code: 'XY0007', parentPhone: '13544445555' },
  { institution: 'A', name: '黄俊熙', gender: 'male', age: [8, 15], code: 'XY0008', phone: '13455556666', parentPhone: '13455557777' },
  { institution: 'A', name: '周思琪', gender: 'female', age: [0, 200], code: 'XY0009', parentPhone: '13366667777', other: '周一至周五 18:00 后方便接听' },
  { institution: 'A', name: '吴承泽', gender: 'male', age: [3, 250], code: 'XY0010', parentPhone: '13277778888' },
  { institution: 'A', name: '刘䶮', gender: 'male', age: [4, 30], code: 'XY0011', parentPhone: '13188889999', other: '名字“䶮”读 yǎn' },
  { institution: 'A', name: '𠮷祥云', gender: 'male', age: [5, 60], code: 'XY0012', parentPhone: '852-13900001234', other: '姓氏“𠮷”为“吉”的异体字' },
  { institution: 'A', name: '孙铭轩', gender: 'male', age: [6, 5], code: 'XY0013', parentPhone: '15900002222', mrn: 'MRN20240013' },
  { institution: 'A', name: '胡可馨', gender: 'female', age: [2, 100], code: 'XY0014', parentPhone: '15800003333' },
  { institution: 'A', name: '朱皓轩', gender: 'male', age: [9, 180], code: 'XY0015', phone: '15700004444', parentPhone: '15700005555' },
  { institution: 'A', name: '高诗涵', gender: 'female', age: [12, 40], code: 'XY0016', phone: '15600006666', parentPhone: '15600007777' },
  { institution: 'A', name: 'Olivia 林', gender: 'female', age: [4, 222], code: 'XY0017', parentPhone: '1-13812340000', other: 'English-speaking family; 英语家庭' },
  { institution: 'A', name: '王喆', gender: 'male', age: [15, 300], code: 'XY0018', phone: '18900001111' },
  { institution: 'B', name: '何欣妍', gender: 'female', age: [1, 20], code: 'CX0001', parentPhone: '13600112233', mrn: 'CX-MRN-0001' },
  { institution: 'B', name: '郭子墨', gender: 'male', age: [2, 150], code: 'CX0002', parentPhone: '13600223344' },
  { institution: 'B', name: '马若曦', gender: 'female', age: [3, 330], code: 'CX0003', parentPhone: '13600334455' },
  { institution: 'B', name: '罗嘉懿', gender: 'female', age: [0, 100], code: 'CX0004', parentPhone: '13600445566', other: '早产儿，矫正月龄' },
  { institution: 'B', name: '梁天佑', gender: 'male', age: [4, 75], code: 'CX0005', parentPhone: '13600556677' },
  { institution: 'B', name: '宋依依', gender: 'female', age: [5, 5], code: 'CX0006', parentPhone: '13600667788' },
  { institution: 'B', name: '郑博文', gender: 'male', age: [6, 250], code: 'CX0007', parentPhone: '13600778899', mrn: 'CX-MRN-0007' },
  { institution: 'B', name: '谢安琪', gender: 'female', age: [2, 2], code: 'CX0008', parentPhone: '13600889900' },
  { institution: 'B', name: '韩明远', gender: 'male', age: [10, 120], code: 'CX0009', phone: '13600990011' },
  { institution: 'B', name: '李赟', gender: 'male', age: [3, 3], code: 'CX0010', parentPhone: '13611002233' },
  { institution: 'B', name: '陈犇', gender: 'male', age: [1, 300], code: 'CX0011', parentPhone: '13611113344' },
  // Same code as one in institution A: codes are unique per institution only.
  { institution: 'B', name: '王子涵', gender: 'female', age: [4, 10], code: 'XY0001', parentPhone: '13611224455' },
];

/** The birthday of a child `years` years and `days` days old on `today`. */
export function birthdayFor([years, days]: [number, number], today: Date = new Date()): string {
  const date = new Date(today.getFullYear() - years, today.getMonth(), today.getDate());
  date.setDate(date.getDate() - days);
  return isoDate(date);
}

/**
 * The children page is a configured list: its columns, search form, create/edit form and list
 * call are named here (passthrough keys of `operate`), the modal props size the edit dialog.
 */
export const CHILDREN_OPERATE: FlowDefinition = tablePage('children', CHILDREN_CALLS);

/** The children page's lists of values (gender; kindergartens, which institutions may extend). */
export const CHILDREN_LOV_SEEDS: LovDefinition[] = [
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
];

const tel = { type: 'tel' as const };

/** The children page's create/edit form and its search form. */
export const CHILDREN_FORM_SEEDS: FormDefinition[] = [
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
      // Blank: the server gives the next D<day><nnnn> code (children/codes.ts).
      {
        showName: '儿童编号',
        showNameEn: 'Child code',
        keyName: 'children_code',
        input: { type: 'text', props: { maxLength: 32, placeholder: '留空则自动生成', placeholderEn: 'Leave blank to have one given' } },
        extra: { col: 12 },
      },
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
];

/** One column of children_columns, with its stable id. */
const column = (node: ColumnSeed): ColumnNode => columnsOf('children_columns', [node])[0]!;

/** The children list's columns. */
export const CHILDREN_COLUMN_SEEDS: ColumnDefinition[] = [
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
];
