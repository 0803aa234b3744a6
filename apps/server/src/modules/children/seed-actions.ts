/**
 * Demo menu actions (flows of group.step steps) on the children page: permission menus under
 * the `children` menu whose `operate.steps` the portal runs as toolbar or row actions.
 *
 * Stored steps are bare names (the menu schema keeps `steps` as strings); a step's params come
 * from `operate.stepParams` (by step name or index) and, for f.modal / f.drawer, from
 * `operate.modalProps` (`component`, `width`, `key`, `placement`; the rest goes to the
 * component). See packages/ui/src/table/README.md.
 */
import { CHILDREN_CALLS, TESTING_PATHS, type FormDefinition } from '@portal/shared';
import type { MenuSeed } from '../menus';

/** Toolbar: the selected rows in a drawer (a printable family contact list). */
export const CHILDREN_CONTACT_LIST_MENU = 'children_contact_list';
/** Toolbar and row: one child with a parent phone → a small form saved on the child. */
export const CHILDREN_CONTACT_NOTE_MENU = 'children_contact_note';
export const CHILDREN_CONTACT_NOTE_FORM = 'children_contact_note';
/** Row: a child's extra information (children/extra/info|update), partly what parents gave on the tool site. */
export const CHILDREN_EXTRA_INFO_MENU = 'children_extra_info';
export const CHILDREN_EXTRA_INFO_FORM = 'children_extra_info';

export const CHILDREN_ACTION_MENUS: MenuSeed[] = [
  {
    id: CHILDREN_CONTACT_LIST_MENU,
    name: '家庭联系单',
    nameEn: 'Family contact list',
    type: 'permission',
    operate: {
      steps: ['g.rows', 'v.isRows', 'f.drawer'],
      modalProps: { component: 'rowDetails', placement: 'toolbar' },
    },
  },
  {
    id: CHILDREN_CONTACT_NOTE_MENU,
    name: '联系备注',
    nameEn: 'Contact note',
    type: 'permission',
    operate: {
      steps: ['g.rows', 'v.isRow', 'v.validField', 'f.modal', 'c.reload'],
      // Only a child whose parent can be reached gets a contact note.
      stepParams: { 'v.validField': { condition: { key: 'parent_phone', op: 'notEmpty' } } },
      modalProps: {
        component: 'form',
        placement: 'both',
        width: 640,
        fromName: CHILDREN_CONTACT_NOTE_FORM,
        // PUT /api/base/children/update {_id, other_contact_details}: institution-scoped, checked
        // by the children service like the page's own edit.
        sendApi: CHILDREN_CALLS.update.path,
        method: CHILDREN_CALLS.update.method,
        idParam: '_id',
        single: true,
      },
    },
  },
  {
    id: CHILDREN_EXTRA_INFO_MENU,
    name: '补充信息',
    nameEn: 'Extra information',
    type: 'permission',
    operate: {
      steps: ['g.rows', 'v.isRow', 'f.modal'],
      modalProps: {
        component: 'form',
        placement: 'row',
        width: 720,
        fromName: CHILDREN_EXTRA_INFO_FORM,
        // Opens with what is stored (the parents' answers on the tool site included); saving
        // merges the fields into it (POST /api/base/children/extra/update {children_id, …}).
        loadApi: TESTING_PATHS.childrenExtraInfo,
        sendApi: TESTING_PATHS.childrenExtraUpdate,
        method: 'POST',
        idParam: 'children_id',
        single: true,
      },
    },
  },
];

export const CHILDREN_ACTION_MENU_IDS = CHILDREN_ACTION_MENUS.map((m) => m.id);

const extraItem = (keyName: string, showName: string, showNameEn: string, input: FormDefinition['fromItem'][number]['input']) => ({ showName, showNameEn, keyName, input, extra: { col: 24 } });

export const FLOW_FORM_SEEDS: FormDefinition[] = [
  {
    from_name: CHILDREN_EXTRA_INFO_FORM,
    description: '儿童补充信息（菜单操作） / A child’s extra information (menu action)',
    property: { labelCol: { flex: '10em' }, formProps: { labelWrap: true }, operate_buttons: ['close', 'submit'], submit_title: { zh: '保存', en: 'Save' } },
    fromItem: [
      extraItem('relation', '填写人与孩子的关系', 'Informant’s relation to the child', { type: 'lov', lovName: 'parent_relation' }),
      extraItem('daily_language', '孩子的日常语言', 'The child’s daily language', { type: 'lov', lovName: 'daily_language' }),
      extraItem('main_caregiver', '主要照顾者', 'Main caregiver', { type: 'lov', lovName: 'main_caregiver' }),
      extraItem('premature_birth', '是否早产', 'Born prematurely', { type: 'radio', lovName: 'yes_no' }),
      extraItem('hearing_screened', '是否做过听力筛查', 'Hearing screened', { type: 'radio', lovName: 'yes_no' }),
      extraItem('medical_history', '既往诊断与治疗', 'Diagnoses and treatment so far', { type: 'textArea', props: { rows: 3, maxLength: 2000 } }),
    ],
  },
  {
    from_name: CHILDREN_CONTACT_NOTE_FORM,
    description: '联系备注（菜单操作） / Contact note (menu action)',
    property: { labelCol: { flex: '7.5em' }, formProps: { labelWrap: true }, operate_buttons: ['close', 'submit'], submit_title: { zh: '保存备注', en: 'Save note' } },
    fromItem: [
      {
        showName: '联系备注',
        showNameEn: 'Contact note',
        keyName: 'other_contact_details',
        input: { type: 'textArea', props: { rows: 4, maxLength: 500 } },
        rules: [{ type: 'required' }],
        extra: { col: 24 },
      },
    ],
  },
];
