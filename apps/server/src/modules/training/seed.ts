/**
 * The language-training student page (menu training_students, issue 10 items 2–3): its list call,
 * columns (child, course, activation, used/total days, stay-days tag, locks, reservation stage,
 * order code, remarks), search, create/edit/total-time forms, lists of values, and the row
 * actions as child permission menus. The create, edit, timeline and parent-link dialogs are
 * portal components named by the shared TRAINING_DIALOGS; edit total time is the generic modal
 * form on POST students/info, shown only to holders of the operation flag (yypx_operation).
 * Product configuration: `ensureConfiguration` adds what is missing at every start.
 *
 * Course and activity options are lists of values built from the shipped course content
 * (content/courses): a course imported later needs its entry added to `training_course` (the
 * lists are editable definitions), while the timeline's insert dialog also offers every activity
 * already in the student's own timeline.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  CHILDREN_CALLS,
  LOCK_KEYS,
  loadActivityCatalogue,
  loadTrainingCourse,
  TRAINING_CALLS,
  TRAINING_DIALOGS,
  TRAINING_MENU,
  TRAINING_OPERATION_MENU,
  type ActivityCatalogue,
  type ColumnDefinition,
  type FlowDefinition,
  type FormDefinition,
  type LovDefinition,
  type LovEntry,
  type TrainingCourse,
} from '@portal/shared';
import { columnsOf } from '../definitions';
import type { MenuSeed } from '../menus';
import { SHIPPED_CONTENT_DIR } from '../content';

export const TRAINING_COLUMNS = 'training_student_columns';
export const TRAINING_SEARCH_FORM = 'training_student_search';
export const TRAINING_CREATE_FORM = 'training_student_create';
export const TRAINING_EDIT_FORM = 'training_student_form';
export const TRAINING_TOTAL_TIME_FORM = 'training_total_time_form';
export const TRAINING_COURSE_LOV = 'training_course';
export const TRAINING_ACTIVITY_LOV = 'training_activity';
export const TRAINING_LOCK_LOV = 'training_lock';
export const TRAINING_OPERATION_TYPE_LOV = 'training_operation_type';

/** The shipped courses and catalogues (checked by their loaders; a failure is a repository bug). */
function shippedTraining(): { courses: TrainingCourse[]; catalogues: ActivityCatalogue[] } {
  const dir = new URL('courses/', SHIPPED_CONTENT_DIR);
  const courses: TrainingCourse[] = [];
  const catalogues: ActivityCatalogue[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const document: unknown = JSON.parse(readFileSync(new URL(name, dir), 'utf8'));
    const isCourse = typeof document === 'object' && document !== null && 'nodes' in document;
    const loaded = isCourse ? loadTrainingCourse(document) : loadActivityCatalogue(document);
    if (!loaded.ok) throw new Error(`content/courses/${name} does not load`);
    if (isCourse) courses.push(loaded.value as TrainingCourse);
    else catalogues.push(loaded.value as ActivityCatalogue);
  }
  return { courses, catalogues };
}

function trainingLovs(): LovDefinition[] {
  const { courses, catalogues } = shippedTraining();
  const text = (t: { zh: string; en?: string | undefined }) => ({ content: t.zh, contentEn: t.en ?? t.zh });
  const activities = new Map<string, LovEntry>();
  for (const catalogue of catalogues) {
    for (const a of catalogue.activities) if (!activities.has(a.id)) activities.set(a.id, { value: a.id, ...text(a.name), description: a.feedback_type, params: { catalogue_key: catalogue.catalogue_key } });
  }
  return [
    {
      lovName: TRAINING_OPERATION_TYPE_LOV,
      description: '训练课程类型 / Training course type',
      entries: [
        { value: 'Island', content: '语言小岛', contentEn: 'Language islands' },
        { value: 'Ment', content: '家庭语言启蒙', contentEn: 'Early language at home' },
      ],
    },
    {
      lovName: TRAINING_LOCK_LOV,
      description: '学员锁定 / Student locks',
      entries: LOCK_KEYS.map((value, i) => ({ value, content: `锁定${i + 1}`, contentEn: `Lock ${i + 1}` })),
    },
    {
      lovName: TRAINING_COURSE_LOV,
      description: '训练课程（课程键） / Training courses (course key)',
      entries: courses.map((c) => ({ value: c.course_key, ...text(c.name), description: c.operation_type, params: { operation_type: c.operation_type, course_version: c.course_version } })),
    },
    { lovName: TRAINING_ACTIVITY_LOV, description: '训练活动目录 / Training activity catalogue', entries: [...activities.values()] },
  ];
}

export const TRAINING_LOV_SEEDS: LovDefinition[] = trainingLovs();

const text = (keyName: string, showName: string, showNameEn: string, max: number) => ({ showName, showNameEn, keyName, input: { type: 'text' as const, props: { maxLength: max } } });
const remarks = { showName: '备注', showNameEn: 'Remarks', keyName: 'other_remarks', input: { type: 'textArea' as const, props: { maxLength: 2000, rows: 3, showCount: true } } };
const formProps = (submit: [string, string]): NonNullable<FormDefinition['property']> => ({ labelCol: { flex: '7em' }, operate_buttons: ['close', 'submit'], submit_title: { zh: submit[0], en: submit[1] } });

export const TRAINING_FORM_SEEDS: FormDefinition[] = [
  {
    from_name: TRAINING_SEARCH_FORM,
    description: '训练学员列表查询 / Training students search',
    property: { hideLabel: false, operate_buttons: ['reset', 'submit'], submit_title: { zh: '查询', en: 'Search' } },
    fromItem: [
      { showName: '儿童姓名', showNameEn: 'Child', keyName: 'name', input: { type: 'text' }, extra: { col: 6 } },
      { showName: '订单号', showNameEn: 'Order code', keyName: 'order_code', input: { type: 'text' }, extra: { col: 6 } },
      { showName: '课程类型', showNameEn: 'Course type', keyName: 'operation_type', input: { type: 'lov', lovName: TRAINING_OPERATION_TYPE_LOV }, extra: { col: 6 } },
    ],
  },
  {
    from_name: TRAINING_CREATE_FORM,
    description: '新建训练学员（儿童入课） / Enrol a child in a course',
    property: formProps(['创建', 'Create']),
    fromItem: [
      {
        showName: '儿童',
        showNameEn: 'Child',
        keyName: 'children_id',
        input: { type: 'lov', lovApi: CHILDREN_CALLS.list.path, netSearch: true, netSearchKey: 'name', lov_value_name: '_id', lov_content_name: 'name', lov_description_name: 'children_code', lov_content_format: '{name}（{children_code}）' },
        rules: [{ type: 'required' }],
      },
      { showName: '课程', showNameEn: 'Course', keyName: 'course_key', input: { type: 'lov', lovName: TRAINING_COURSE_LOV }, rules: [{ type: 'required' }] },
      { showName: '激活日期', showNameEn: 'Activation date', keyName: 'activation_date', input: { type: 'date' } },
      text('order_code', '订单号', 'Order code', 100),
      remarks,
    ],
  },
  {
    from_name: TRAINING_EDIT_FORM,
    description: '编辑训练学员 / Edit a training student',
    property: formProps(['保存', 'Save']),
    fromItem: [
      text('order_code', '订单号', 'Order code', 100),
      { showName: '预约阶段', showNameEn: 'Reservation stage', keyName: 'is_reservation_stage', input: { type: 'switch' } },
      { showName: '锁定', showNameEn: 'Locks', keyName: 'lock_list', input: { type: 'multipleSelect', lovName: TRAINING_LOCK_LOV } },
      { showName: '停留天数', showNameEn: 'Stay days', keyName: 'island_stay_days', input: { type: 'number', props: { min: 0, max: 3650, precision: 0 } }, rules: [{ type: 'number', min: 0, max: 3650 }] },
      remarks,
    ],
  },
  {
    from_name: TRAINING_TOTAL_TIME_FORM,
    description: '修改训练总天数 / Edit the total days of a course',
    property: formProps(['保存', 'Save']),
    fromItem: [
      {
        showName: '总天数',
        showNameEn: 'Total days',
        keyName: 'total_day',
        input: { type: 'number', props: { min: 1, max: 3650, precision: 0 } },
        rules: [{ type: 'required' }, { type: 'number', min: 1, max: 3650 }],
      },
    ],
  },
];

export const TRAINING_COLUMN_SEEDS: ColumnDefinition[] = [
  {
    columns_name: TRAINING_COLUMNS,
    rowKey: '_id',
    description: '训练学员列表 / Training students',
    property: { scroll: { x: 1500 } },
    columns: columnsOf(TRAINING_COLUMNS, [
      {
        key: 'child',
        title: '儿童',
        titleEn: 'Child',
        children: [
          { key: 'children_name', title: '姓名', titleEn: 'Name', dataIndex: 'children_name', width: 100 },
          { key: 'children_code', title: '编号', titleEn: 'Code', dataIndex: 'children_code', width: 110 },
        ],
      },
      {
        key: 'course',
        title: '课程',
        titleEn: 'Course',
        children: [
          { key: 'course_name', title: '名称', titleEn: 'Name', dataIndex: 'timeline_info.name', renderName: 'localized', width: 200 },
          { key: 'operation_type', title: '类型', titleEn: 'Type', dataIndex: 'timeline_info.operation_type', renderName: 'lov', lovName: TRAINING_OPERATION_TYPE_LOV, width: 110 },
        ],
      },
      { key: 'activation_time', title: '激活日期', titleEn: 'Activated', dataIndex: 'activation_time', renderName: 'date', width: 110 },
      { key: 'days', title: '已用/总天数', titleEn: 'Days used / total', dataIndex: 'use_time_day', templateString: '{use_time_day}/{total_day}', width: 110 },
      { key: 'island_stay_days', title: '停留天数', titleEn: 'Stay days', dataIndex: 'island_stay_days', renderName: 'stayDays', width: 100 },
      { key: 'lock_list', title: '锁定', titleEn: 'Locks', dataIndex: 'lock_list', renderName: 'lov', lovName: TRAINING_LOCK_LOV, extra: { itemKey: 'lock_key' }, width: 130 },
      {
        key: 'is_reservation_stage',
        title: '预约阶段',
        titleEn: 'Reservation stage',
        dataIndex: 'is_reservation_stage',
        renderName: 'status',
        extra: { colors: { true: 'blue', false: 'default' }, labels: { true: { zh: '预约中', en: 'Reserving' }, false: { zh: '否', en: 'No' } } },
        width: 110,
      },
      { key: 'order_code', title: '订单号', titleEn: 'Order code', dataIndex: 'order_code', width: 130 },
      { key: 'other_remarks', title: '备注', titleEn: 'Remarks', dataIndex: 'other_remarks', renderName: 'popoverText', extra: { maxLength: 12 }, width: 150 },
      { key: 'operations', title: '操作', titleEn: 'Actions', dataIndex: '_id', renderName: 'operations', extra: { actions: [], fixed: 'right' }, width: 280 },
    ]),
  },
];

export const TRAINING_STUDENTS_OPERATE: FlowDefinition = {
  menuIds: [],
  columns_name: TRAINING_COLUMNS,
  search_from_name: TRAINING_SEARCH_FORM,
  api: TRAINING_CALLS.list.path,
  method: TRAINING_CALLS.list.method,
  rowKey: '_id',
  // Create, edit and the rest are the menu actions below (their own calls refuse what is not allowed).
  datasetAuth: false,
};

const rowSteps = ['g.rows', 'v.isRow', 'f.modal', 'c.reload'];
const action = (id: string, name: string, nameEn: string, operate: FlowDefinition): MenuSeed => ({ id: `${TRAINING_MENU}_${id}`, name, nameEn, type: 'permission', operate });

export const TRAINING_ACTION_MENUS: MenuSeed[] = [
  action('create', '新建学员', 'Enrol a child', { steps: ['f.modal', 'c.reload'], modalProps: { component: TRAINING_DIALOGS.create, placement: 'toolbar', width: 600, fromName: TRAINING_CREATE_FORM } }),
  // The timeline dialog (its own calls reload it; the list's days may change too).
  action('timeline', '时间轴', 'Timeline', { steps: ['g.rows', 'v.isRow', 'f.modal'], modalProps: { component: TRAINING_DIALOGS.timeline, placement: 'row', width: 960 } }),
  action('edit', '编辑', 'Edit', { steps: rowSteps, modalProps: { component: TRAINING_DIALOGS.edit, placement: 'row', width: 600, fromName: TRAINING_EDIT_FORM } }),
  // The operation flag; POST students/info {_id, total_day} (the last node absorbs the change).
  action('total_time', '修改总天数', 'Edit total days', {
    steps: rowSteps,
    modalProps: {
      component: 'form',
      placement: 'row',
      width: 480,
      fromName: TRAINING_TOTAL_TIME_FORM,
      sendApi: TRAINING_CALLS.totalTime.path,
      method: TRAINING_CALLS.totalTime.method,
      idParam: '_id',
      single: true,
      fillFromRow: ['total_day'],
      anyMenu: [TRAINING_OPERATION_MENU],
    },
  }),
  action('parent_link', '家长链接', 'Parent link', { steps: ['g.rows', 'v.isRow', 'f.modal'], modalProps: { component: TRAINING_DIALOGS.parentLink, placement: 'row', width: 440 } }),
];

export const TRAINING_ACTION_MENU_IDS = TRAINING_ACTION_MENUS.map((m) => m.id);
/** A teacher follows students without the operation flag: everything but editing the total days. */
export const TRAINING_TEACHER_MENU_IDS = TRAINING_ACTION_MENU_IDS.filter((id) => id !== `${TRAINING_MENU}_total_time`);
