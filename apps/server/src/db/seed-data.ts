/** What the first start writes: the menu tree, the tool catalogue and the demo installation. */
import { DEVELOPER_MENU, ROOT_MENU_ID, type FlowDefinition } from '@portal/shared';
import { CHILDREN_ACTION_MENU_IDS, CHILDREN_ACTION_MENUS } from '../modules/children/seed-actions';
import {
  INSTITUTION_AUTHORIZATIONS_MENU,
  INSTITUTION_AUTHORIZATIONS_OPERATE,
  INSTITUTION_MGMT_OPERATE,
  INSTITUTION_TOOLS_MENU,
  INSTITUTION_TOOLS_OPERATE,
  ROLE_MGMT_OPERATE,
  USER_MGMT_OPERATE,
} from './seed-management';
import { RELOAD_REPORT_MENU_SEEDS, TEST_LIST_OPERATE } from '../modules/testing/seed-list-page';
import { REPORT_LIST_ACTION_MENU_IDS, REPORT_LIST_ACTION_MENUS, REPORT_LIST_OPERATE } from '../modules/reports/seed';
import { COMPASS_ACTION_MENU_IDS, COMPASS_ACTION_MENUS, COMPASS_CHILD_SUMMARY_MENU, COMPASS_OPERATE } from '../modules/compass/seed';
import { CHILDREN_CREATE_TEST_MENU, TEST3_PERMISSION_MENU, TEST_LIST_ACTION_MENUS, TESTING_MENU_IDS, TOOL_TEST_LIST_MENUS } from '../modules/testing/seed-menus';
import { TRAINING_ACTION_MENUS, TRAINING_STUDENTS_OPERATE, TRAINING_TEACHER_MENU_IDS } from '../modules/training/seed';

export interface MenuSeed {
  id: string;
  name: string;
  nameEn: string;
  type: 'group' | 'item' | 'permission';
  icon?: string;
  url?: string;
  operate?: FlowDefinition;
  children?: MenuSeed[];
}

/**
 * The children page is a configured list: its columns, search form, create/edit form and list
 * call are named here (passthrough keys of `operate`), the modal props size the edit dialog.
 */
export const CHILDREN_OPERATE: FlowDefinition = {
  modalProps: { width: 800, fromName: 'children_form' },
  menuIds: [],
  columns_name: 'children_columns',
  search_from_name: 'children_search',
  api: '/api/base/children/list',
  method: 'GET',
  rowKey: '_id',
  infoApi: '/api/base/children/info',
  addApi: '/api/base/children/add',
  updateApi: '/api/base/children/update',
  deleteApi: '/api/base/children/delete',
};

export const MENU_TREE: MenuSeed = {
  id: ROOT_MENU_ID,
  name: '主菜单',
  nameEn: 'Main menu',
  type: 'group',
  children: [
    { id: 'home', name: '工作台', nameEn: 'Dashboard', type: 'item', url: '/home', icon: 'DashboardOutlined' },
    { id: 'children', name: '儿童管理', nameEn: 'Children', type: 'item', url: '/children', icon: 'TeamOutlined', operate: CHILDREN_OPERATE, children: [...CHILDREN_ACTION_MENUS, CHILDREN_CREATE_TEST_MENU, COMPASS_CHILD_SUMMARY_MENU] },
    {
      id: 'tests',
      name: '测评管理',
      nameEn: 'Assessments',
      type: 'group',
      icon: 'FormOutlined',
      children: [
        { id: 'test_list', name: '测评列表', nameEn: 'Test list', type: 'item', url: '/tests', operate: TEST_LIST_OPERATE, children: TEST_LIST_ACTION_MENUS },
        ...TOOL_TEST_LIST_MENUS,
        { id: 'report_list', name: '报告管理', nameEn: 'Reports', type: 'item', url: '/reports', operate: REPORT_LIST_OPERATE, children: REPORT_LIST_ACTION_MENUS },
      ],
    },
    { id: 'compass', name: '评估方案', nameEn: 'Assessment plans', type: 'item', url: '/compass', icon: 'CompassOutlined', operate: COMPASS_OPERATE, children: COMPASS_ACTION_MENUS },
    {
      id: 'training',
      name: '语言训练',
      nameEn: 'Language training',
      type: 'group',
      icon: 'ReadOutlined',
      children: [
        {
          id: 'training_students',
          name: '训练学员',
          nameEn: 'Training students',
          type: 'item',
          url: '/training/students',
          operate: TRAINING_STUDENTS_OPERATE,
          // The page's actions (seed-training.ts), then the operation flag (total time, node times,
          // insert an activity) and the skip permission.
          children: [
            ...TRAINING_ACTION_MENUS,
            { id: 'yypx_operation', name: '训练操作（修改时间、插入活动）', nameEn: 'Training operations (edit times, insert activities)', type: 'permission' },
            { id: 'yypx_skip', name: '跳过活动', nameEn: 'Skip activities', type: 'permission' },
          ],
        },
        // A portal page (apps/portal modules/training/consultation); the institution-wide video appointments open from it.
        { id: 'training_slots', name: '专家问诊时段', nameEn: 'Specialist slots', type: 'item', url: '/training/slots' },
        { id: 'speech_review', name: '语音审核', nameEn: 'Speech review', type: 'item', url: '/speech/review' },
      ],
    },
    { id: 'statistics', name: '数据统计', nameEn: 'Statistics', type: 'item', url: '/statistics', icon: 'BarChartOutlined' },
    {
      id: 'system',
      name: '系统管理',
      nameEn: 'System',
      type: 'group',
      icon: 'SettingOutlined',
      children: [
        {
          id: 'institution_mgmt',
          name: '机构管理',
          nameEn: 'Institutions',
          type: 'item',
          url: '/institutions',
          operate: INSTITUTION_MGMT_OPERATE,
          // Tables opened from the institution rows (drawerLink columns); granted with institution_mgmt.
          children: [
            { id: INSTITUTION_TOOLS_MENU, name: '机构工具', nameEn: 'Institution tools', type: 'permission', operate: INSTITUTION_TOOLS_OPERATE },
            { id: INSTITUTION_AUTHORIZATIONS_MENU, name: '工具授权', nameEn: 'Tool authorisations', type: 'permission', operate: INSTITUTION_AUTHORIZATIONS_OPERATE },
          ],
        },
        { id: 'user_mgmt', name: '用户管理', nameEn: 'Users', type: 'item', url: '/users', operate: USER_MGMT_OPERATE },
        { id: 'role_mgmt', name: '角色管理', nameEn: 'Roles', type: 'item', url: '/roles', operate: ROLE_MGMT_OPERATE },
        { id: 'system_menu', name: '菜单管理', nameEn: 'Menus', type: 'item', url: '/menus' },
      ],
    },
    // No url on purpose: the portal shows 'no related permission' for it.
    { id: 'help_center', name: '帮助中心', nameEn: 'Help centre', type: 'item', url: '', icon: 'QuestionCircleOutlined' },
  ],
};

/** Permission menus: their presence grants a permission; they are not in the nav tree. */
export const PERMISSION_MENU_SEEDS: MenuSeed[] = [
  { id: 'pdf_preview', name: 'PDF 预览', nameEn: 'PDF preview', type: 'permission' },
  { id: 'dream_reload_report', name: '重新生成报告', nameEn: 'Regenerate reports', type: 'permission' },
  ...RELOAD_REPORT_MENU_SEEDS,
  TEST3_PERMISSION_MENU,
  { id: 'demonstration_mode', name: '演示模式', nameEn: 'Demonstration mode', type: 'permission' },
  // Edits form and column definitions, in development mode only (DEFINITION_EDITING).
  { id: DEVELOPER_MENU, name: '开发者', nameEn: 'Developer', type: 'permission' },
];

export interface FlatMenu {
  menuId: string;
  parentId: string | null;
  name: string;
  nameEn: string;
  type: MenuSeed['type'];
  icon: string;
  url: string;
  sort: number;
  operate: FlowDefinition | null;
}

/** Parents come before children, as the parent_id foreign key needs. */
export function flattenMenus(): FlatMenu[] {
  const out: FlatMenu[] = [];
  const walk = (node: MenuSeed, parentId: string | null, sort: number) => {
    out.push({ menuId: node.id, parentId, name: node.name, nameEn: node.nameEn, type: node.type, icon: node.icon ?? '', url: node.url ?? '', sort, operate: node.operate ?? null });
    node.children?.forEach((child, i) => walk(child, node.id, (i + 1) * 10));
  };
  walk(MENU_TREE, null, 0);
  PERMISSION_MENU_SEEDS.forEach((m, i) => walk(m, null, 1000 + i * 10));
  return out;
}

export const ROLE_MENUS: Record<string, (all: string[]) => string[]> = {
  sysadmin: (all) => all,
  inst_admin: (all) => all.filter((id) => id !== 'system_menu' && id !== DEVELOPER_MENU),
  // The root is listed for every role: the tree is only reachable through it.
  clinician: () => [ROOT_MENU_ID, 'home', 'children', 'tests', 'test_list', 'report_list', 'compass', ...COMPASS_ACTION_MENU_IDS, 'statistics', 'help_center', 'pdf_preview', 'demonstration_mode', ...CHILDREN_ACTION_MENU_IDS, ...TESTING_MENU_IDS, ...REPORT_LIST_ACTION_MENU_IDS],
  teacher: () => [ROOT_MENU_ID, 'home', 'children', 'training', 'training_students', ...TRAINING_TEACHER_MENU_IDS, 'training_slots', 'speech_review'],
};

export const ROLE_NAMES: Record<string, { name: string; nameEn: string }> = {
  sysadmin: { name: '系统管理员', nameEn: 'System administrator' },
  inst_admin: { name: '机构管理员', nameEn: 'Institution administrator' },
  clinician: { name: '评估师', nameEn: 'Clinician' },
  teacher: { name: '教师', nameEn: 'Teacher' },
};

export const TOOL_NAMES: Record<string, { name: string; nameEn: string }> = {
  'Dream-S-2.0': { name: 'Dream-S 2.0 儿童语言能力筛查', nameEn: 'Dream-S 2.0 Child language screening' },
  'Dream-C-2.0': { name: 'Dream-C 2.0 普通话听力理解和表达能力标准化评估', nameEn: 'Dream-C 2.0 Mandarin listening comprehension and expression assessment' },
  'Dream-ITS': { name: 'Dream-ITS 婴幼儿语言沟通筛查', nameEn: 'Dream-ITS Infant language and communication screening' },
  'Dream-IT': { name: 'Dream-IT 婴幼儿语言沟通评估', nameEn: 'Dream-IT Infant language and communication assessment' },
  'SWAM-S': { name: 'SWAM-S 移动端语音预警测试', nameEn: 'SWAM-S Speech early-warning test' },
  Ment: { name: 'Ment 家长引导式早期语言家庭训练', nameEn: 'Ment Parent-guided early language home training' },
  SPPA: { name: 'SPPA 普通话语音评估', nameEn: 'SPPA Mandarin speech sound assessment' },
};

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

export interface UserSeed {
  username: string;
  password: string;
  nickname: string;
  /** [institution key, role code]; the first is the current identity. */
  identities: Array<[InstitutionSeed['key'], string]>;
  mustChangePassword?: boolean;
}

export const DEMO_USERS: UserSeed[] = [
  { username: 'admin', password: 'Admin@12345', nickname: '系统管理员', identities: [['A', 'sysadmin'], ['B', 'inst_admin']] },
  { username: 'doctor', password: 'Doctor@12345', nickname: '王医生', identities: [['A', 'clinician'], ['A', 'inst_admin'], ['B', 'clinician']] },
  { username: 'teacher', password: 'Teacher@12345', nickname: '李老师', identities: [['A', 'teacher']] },
  { username: 'newstaff', password: 'Newstaff@12345', nickname: '新同事', identities: [['B', 'clinician']], mustChangePassword: true },
];
