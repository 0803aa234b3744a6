/**
 * The early-screening list page (menu early_screening): its list call (the early-assessment
 * counters come back as banners), columns (child, parent, screening test and result, reservation,
 * follow-up, return visit, rescreen, purchase, training student), search (state filters), forms
 * and lists of values, and the row actions as child permission menus. Product configuration:
 * `ensureConfiguration` adds what is missing at every start.
 */
import {
  CHILDREN_CALLS,
  SCREENING_CALLS,
  SCREENING_DIALOGS,
  SCREENING_MENU,
  SCREENING_SETTINGS_MENU,
  type ColumnDefinition,
  type FlowDefinition,
  type FormDefinition,
  type LovDefinition,
} from '@portal/shared';
import { columnsOf } from '../definitions';
import type { MenuSeed } from '../menus';

export const EARLY_COLUMNS = 'early_screening_columns';
export const EARLY_SEARCH_FORM = 'early_screening_search';
export const EARLY_CREATE_FORM = 'early_screening_create';
export const EARLY_RESERVE_FORM = 'early_screening_reserve';
export const EARLY_FOLLOW_FORM = 'early_screening_follow';
export const EARLY_PURCHASE_FORM = 'early_screening_purchase';
export const EARLY_MESSAGE_FORM = 'early_screening_message';

type Label = { zh: string; en: string; color: string };
const lovOf = (lovName: string, description: string, labels: Record<string, Label>): LovDefinition => ({
  lovName,
  description,
  entries: Object.entries(labels).map(([value, l]) => ({ value, content: l.zh, contentEn: l.en })),
});
const statusColumn = (key: string, title: string, titleEn: string, lovName: string, labels: Record<string, Label>, width: number) => ({
  key,
  title,
  titleEn,
  dataIndex: key,
  renderName: 'status',
  lovName,
  extra: { colors: Object.fromEntries(Object.entries(labels).map(([v, l]) => [v, l.color])) },
  width,
});

const RESERVATION: Record<string, Label> = {
  not_reserved: { zh: '未预约', en: 'Not reserved', color: 'default' },
  reserved: { zh: '已预约', en: 'Reserved', color: 'blue' },
  timed_out: { zh: '预约超时', en: 'Reservation timed out', color: 'red' },
  completed: { zh: '已到诊', en: 'Attended', color: 'green' },
};
const FOLLOW: Record<string, Label> = {
  following: { zh: '跟进中', en: 'Following', color: 'processing' },
  not_following: { zh: '不再跟进', en: 'No longer following', color: 'default' },
};
const RESULT: Record<string, Label> = {
  pending: { zh: '待筛查', en: 'Not screened', color: 'default' },
  failed: { zh: '未通过', en: 'Failed', color: 'red' },
  passed: { zh: '通过', en: 'Passed', color: 'green' },
};
const RESCREEN: Record<string, Label> = {
  scheduled: { zh: '待复筛（未到期）', en: 'Rescreen scheduled', color: 'default' },
  due: { zh: '复筛到期', en: 'Rescreen due', color: 'orange' },
  overdue: { zh: '复筛逾期', en: 'Rescreen overdue', color: 'red' },
};
const PURCHASE: Record<string, Label> = {
  purchased: { zh: '已购买', en: 'Purchased', color: 'gold' },
  not_purchased: { zh: '未购买', en: 'Not purchased', color: 'default' },
};
const FOLLOW_STATUS: Record<string, Label> = {
  Following: { zh: '跟进', en: 'Follow up', color: 'processing' },
  Close: { zh: '结案', en: 'Closed', color: 'default' },
};
const MESSAGE_KIND: Record<string, Label> = {
  follow: { zh: '跟进记录', en: 'Follow-up note', color: 'blue' },
  return_visit: { zh: '回访记录', en: 'Return-visit note', color: 'purple' },
};

export const EARLY_LOVS = {
  reservation: 'early_reservation_state',
  follow: 'early_follow_state',
  result: 'early_result_state',
  rescreen: 'early_rescreen_state',
  purchase: 'early_purchase_state',
  followStatus: 'early_follow_status',
  messageKind: 'early_message_kind',
} as const;

export const SCREENING_LOV_SEEDS: LovDefinition[] = [
  lovOf(EARLY_LOVS.reservation, '早筛预约状态 / Early-screening reservation', RESERVATION),
  lovOf(EARLY_LOVS.follow, '早筛跟进状态 / Early-screening follow-up', FOLLOW),
  lovOf(EARLY_LOVS.result, '早筛结果 / Early-screening result', RESULT),
  lovOf(EARLY_LOVS.rescreen, '早筛复筛 / Early-screening rescreen', RESCREEN),
  lovOf(EARLY_LOVS.purchase, '早筛购买 / Early-screening purchase', PURCHASE),
  lovOf(EARLY_LOVS.followStatus, '早筛跟进 / Early-screening follow status', FOLLOW_STATUS),
  lovOf(EARLY_LOVS.messageKind, '早筛记录类型 / Early-screening note kind', MESSAGE_KIND),
];

const formProps = (submit: [string, string]): NonNullable<FormDefinition['property']> => ({ labelCol: { flex: '7em' }, operate_buttons: ['close', 'submit'], submit_title: { zh: submit[0], en: submit[1] } });
const search = (keyName: string, showName: string, showNameEn: string, lovName: string) => ({ showName, showNameEn, keyName, input: { type: 'lov' as const, lovName }, extra: { col: 6 } });
const appointment = { showName: '预约时间', showNameEn: 'Reservation time', keyName: 'its_appointment_time', input: { type: 'date' as const, props: { showTime: { format: 'HH:mm' } } } };

export const SCREENING_FORM_SEEDS: FormDefinition[] = [
  {
    from_name: EARLY_SEARCH_FORM,
    description: '早期筛查列表查询 / Early-screening search',
    property: { hideLabel: false, operate_buttons: ['reset', 'submit'], submit_title: { zh: '查询', en: 'Search' } },
    fromItem: [
      { showName: '儿童或家长', showNameEn: 'Child or parent', keyName: 'name', input: { type: 'text' }, extra: { col: 6 } },
      search('reservation_state', '预约', 'Reservation', EARLY_LOVS.reservation),
      search('follow_state', '跟进', 'Follow-up', EARLY_LOVS.follow),
      search('result_state', '筛查结果', 'Result', EARLY_LOVS.result),
      search('rescreen_state', '复筛', 'Rescreen', EARLY_LOVS.rescreen),
      search('purchase_state', '购买', 'Purchase', EARLY_LOVS.purchase),
    ],
  },
  {
    from_name: EARLY_CREATE_FORM,
    description: '加入早期筛查 / Add a child to early screening',
    property: formProps(['加入', 'Add']),
    fromItem: [
      {
        showName: '儿童',
        showNameEn: 'Child',
        keyName: 'children_id',
        input: { type: 'lov', lovApi: CHILDREN_CALLS.list.path, netSearch: true, netSearchKey: 'name', lov_value_name: '_id', lov_content_name: 'name', lov_description_name: 'children_code', lov_content_format: '{name}（{children_code}）' },
        rules: [{ type: 'required' }],
      },
      { showName: '家长姓名', showNameEn: 'Parent', keyName: 'parent_name', input: { type: 'text', props: { maxLength: 50 } } },
      { showName: '联系电话', showNameEn: 'Phone', keyName: 'phone', input: { type: 'text', props: { maxLength: 11 } }, rules: [{ type: 'phone' }] },
      appointment,
    ],
  },
  {
    from_name: EARLY_RESERVE_FORM,
    description: '早筛预约 / Reserve a screening',
    property: formProps(['预约', 'Reserve']),
    fromItem: [{ ...appointment, rules: [{ type: 'required' }] }],
  },
  {
    from_name: EARLY_FOLLOW_FORM,
    description: '早筛跟进与回访 / Follow-up and return visit',
    property: formProps(['保存', 'Save']),
    fromItem: [
      { showName: '跟进', showNameEn: 'Follow-up', keyName: 'follow_status', input: { type: 'lov', lovName: EARLY_LOVS.followStatus } },
      { showName: '家长不再跟进', showNameEn: 'Family declined', keyName: 'not_follow', input: { type: 'switch' } },
      { showName: '回访时间', showNameEn: 'Return visit', keyName: 'lb_return_visit_time', input: { type: 'date', props: { showTime: { format: 'HH:mm' } } } },
    ],
  },
  {
    from_name: EARLY_PURCHASE_FORM,
    description: '登记购买 / Record a purchase',
    property: formProps(['确认购买', 'Confirm purchase']),
    fromItem: [
      { showName: '订单号', showNameEn: 'Order code', keyName: 'order_code', input: { type: 'text', props: { maxLength: 100 } }, rules: [{ type: 'required' }] },
      {
        showName: '家长已购买产品',
        showNameEn: 'The parent purchased the product',
        keyName: 'purchase_confirmed',
        input: { type: 'switch' },
      },
    ],
  },
  {
    from_name: EARLY_MESSAGE_FORM,
    description: '早筛跟进记录 / Follow-up note',
    property: formProps(['添加', 'Add']),
    fromItem: [
      { showName: '类型', showNameEn: 'Kind', keyName: 'kind', input: { type: 'lov', lovName: EARLY_LOVS.messageKind } },
      { showName: '内容', showNameEn: 'Note', keyName: 'content', input: { type: 'textArea', props: { maxLength: 1000, rows: 4, showCount: true } }, rules: [{ type: 'required' }] },
    ],
  },
];

export const SCREENING_COLUMN_SEEDS: ColumnDefinition[] = [
  {
    columns_name: EARLY_COLUMNS,
    rowKey: '_id',
    description: '早期筛查列表 / Early screening',
    property: { scroll: { x: 1900 } },
    columns: columnsOf(EARLY_COLUMNS, [
      {
        key: 'child',
        title: '儿童',
        titleEn: 'Child',
        children: [
          { key: 'children_name', title: '姓名', titleEn: 'Name', dataIndex: 'children_name', width: 100, extra: { fixed: 'left' } },
          { key: 'birthday', title: '年龄', titleEn: 'Age', dataIndex: 'birthday', renderName: 'age', width: 110 },
        ],
      },
      {
        key: 'parent',
        title: '家长',
        titleEn: 'Parent',
        children: [
          { key: 'parent_name', title: '姓名', titleEn: 'Name', dataIndex: 'parent_name', width: 90 },
          { key: 'phone', title: '电话', titleEn: 'Phone', dataIndex: 'phone', width: 120 },
        ],
      },
      {
        key: 'screening',
        title: '筛查',
        titleEn: 'Screening',
        children: [
          { key: 'test_code', title: '测评编号', titleEn: 'Test code', dataIndex: 'from_dream_its.test_code', width: 130 },
          statusColumn('result_state', '结果', 'Result', EARLY_LOVS.result, RESULT, 100),
          statusColumn('rescreen_state', '复筛', 'Rescreen', EARLY_LOVS.rescreen, RESCREEN, 150),
          { key: 'rescreen_due_time', title: '复筛日期', titleEn: 'Rescreen on', dataIndex: 'rescreen_due_time', renderName: 'date', width: 110 },
        ],
      },
      {
        key: 'reservation',
        title: '预约',
        titleEn: 'Reservation',
        children: [
          statusColumn('reservation_state', '状态', 'State', EARLY_LOVS.reservation, RESERVATION, 130),
          { key: 'its_appointment_time', title: '预约时间', titleEn: 'Time', dataIndex: 'its_appointment_time', renderName: 'dateTime', width: 160 },
        ],
      },
      {
        key: 'follow',
        title: '跟进',
        titleEn: 'Follow-up',
        children: [
          statusColumn('follow_state', '状态', 'State', EARLY_LOVS.follow, FOLLOW, 120),
          { key: 'lb_return_visit_time', title: '回访时间', titleEn: 'Return visit', dataIndex: 'lb_return_visit_time', renderName: 'dateTime', width: 160 },
        ],
      },
      {
        key: 'purchase',
        title: '购买',
        titleEn: 'Purchase',
        children: [
          statusColumn('purchase_state', '状态', 'State', EARLY_LOVS.purchase, PURCHASE, 100),
          { key: 'order_code', title: '订单号', titleEn: 'Order code', dataIndex: 'order_code', width: 130 },
          { key: 'student', title: '训练学员', titleEn: 'Training', dataIndex: 'from_language_students.name', width: 140 },
        ],
      },
      { key: 'operations', title: '操作', titleEn: 'Actions', dataIndex: '_id', renderName: 'operations', extra: { actions: ['view'], fixed: 'right' }, width: 330 },
    ]),
  },
];

export const EARLY_SCREENING_OPERATE: FlowDefinition = {
  menuIds: [],
  columns_name: EARLY_COLUMNS,
  search_from_name: EARLY_SEARCH_FORM,
  api: SCREENING_CALLS.list.path,
  method: SCREENING_CALLS.list.method,
  rowKey: '_id',
  addApi: SCREENING_CALLS.create.path,
  infoApi: SCREENING_CALLS.info.path,
  modalProps: { fromName: EARLY_CREATE_FORM, width: 600 },
  datasetAuth: false,
};

const action = (id: string, name: string, nameEn: string, operate: FlowDefinition): MenuSeed => ({ id: `${SCREENING_MENU}_${id}`, name, nameEn, type: 'permission', operate });
const formAction = (fromName: string, sendApi: string, extra: Record<string, unknown> = {}): FlowDefinition => ({
  steps: ['g.rows', 'v.isRow', 'f.modal', 'c.reload'],
  modalProps: { component: 'form', placement: 'row', width: 520, fromName, sendApi, method: 'POST', idParam: '_id', single: true, ...extra },
});
const following = { key: 'follow_state', value: 'following' };

export const SCREENING_ACTION_MENUS: MenuSeed[] = [
  action('qrcode', '筛查二维码', 'Screening QR', { steps: ['g.rows', 'v.isRow', 'f.modal', 'c.reload'], modalProps: { component: SCREENING_DIALOGS.qrcode, placement: 'row', width: 440, showWhen: following } }),
  action('reserve', '预约', 'Reserve', formAction(EARLY_RESERVE_FORM, SCREENING_CALLS.update.path, { showWhen: [following, { key: 'reservation_state', value: 'not_reserved' }] })),
  action('rereserve', '重新预约', 'Re-reserve', formAction(EARLY_RESERVE_FORM, SCREENING_CALLS.update.path, { showWhen: [following, { key: 'reservation_state', value: 'timed_out' }] })),
  action('follow', '跟进', 'Follow-up', formAction(EARLY_FOLLOW_FORM, SCREENING_CALLS.update.path, { fillFromRow: ['follow_status', 'not_follow', 'lb_return_visit_time'] })),
  action('message', '记录', 'Note', formAction(EARLY_MESSAGE_FORM, SCREENING_CALLS.messageAdd.path, { idParam: 'from_id' })),
  action('purchase', '登记购买', 'Purchase', formAction(EARLY_PURCHASE_FORM, SCREENING_CALLS.update.path, { showWhen: { key: 'purchase_state', value: 'not_purchased' } })),
  action('language', '转训练', 'To training', {
    steps: ['g.rows', 'v.isRow', 'g.fetch', 'c.reload'],
    stepParams: { 'g.fetch': { method: 'POST', url: SCREENING_CALLS.languageCreate.path, params: { early_id: '{_id}' } } },
    modalProps: { placement: 'row', showWhen: { key: 'link_language_students_id', op: 'empty' } },
  }),
  { id: SCREENING_SETTINGS_MENU, name: '复筛间隔设置', nameEn: 'Rescreen interval setting', type: 'permission' },
];

export const SCREENING_ACTION_MENU_IDS = SCREENING_ACTION_MENUS.map((m) => m.id);
