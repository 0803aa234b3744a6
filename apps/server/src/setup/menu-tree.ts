/**
 * The one menu tree, assembled from every domain's seeded menus, the permission menus, and which
 * menus each seeded role holds. Configuration: `configuration.ts` adds whatever is missing at every start.
 */
import { DEVELOPER_MENU, INSTITUTION_AUTHORIZATIONS_MENU, INSTITUTION_TOOLS_MENU, ROOT_MENU_ID, type FlowDefinition } from '@portal/shared';
import { CHILDREN_ACTION_MENU_IDS, CHILDREN_ACTION_MENUS, CHILDREN_OPERATE } from '../modules/children';
import { AUDIT_MENU } from '../modules/audit';
import { PRIVACY_MENUS } from '../modules/privacy';
import { INSTITUTION_MGMT_OPERATE } from '../modules/institutions';
import type { MenuSeed } from '../modules/menus';
import { ROLE_MGMT_OPERATE } from '../modules/roles';
import { USER_MGMT_OPERATE } from '../modules/staff';
import { INSTITUTION_AUTHORIZATIONS_OPERATE, INSTITUTION_TOOLS_OPERATE } from '../modules/tools';
import { CHILDREN_CREATE_TEST_MENU, RELOAD_REPORT_MENU_SEEDS, TEST3_PERMISSION_MENU, TEST_LIST_ACTION_MENUS, TESTING_PERMISSION_MENUS, TEST_LIST_OPERATE, TESTING_MENU_IDS, TOOL_TEST_LIST_MENUS } from '../modules/testing';
import { REPORT_LIST_ACTION_MENU_IDS, REPORT_LIST_ACTION_MENUS, REPORT_LIST_OPERATE } from '../modules/reports';
import { COMPASS_ACTION_MENU_IDS, COMPASS_ACTION_MENUS, COMPASS_CHILD_SUMMARY_MENU, COMPASS_OPERATE } from '../modules/compass';
import { STATISTICS_MENUS, TOOLS_CHART_MENU } from '../modules/statistics';
import { CATALOGUE_MENU_SEED, CONTENT_MGMT_MENU, HELP_CENTER_MENU_SEED } from '../modules/content';
import { TRAINING_ACTION_MENUS, TRAINING_STUDENTS_OPERATE, TRAINING_TEACHER_MENU_IDS } from '../modules/training';
import { EARLY_SCREENING_OPERATE, SCREENING_ACTION_MENU_IDS, SCREENING_ACTION_MENUS } from '../modules/screening';
import { SWAMS_MENU_IDS, SWAMS_MENU_SEED } from '../modules/swams';



export const MENU_TREE: MenuSeed = {
  id: ROOT_MENU_ID,
  name: '主菜单',
  nameEn: 'Main menu',
  type: 'group',
  children: [
    { id: 'home', name: '工作台', nameEn: 'Dashboard', type: 'item', url: '/home', icon: 'DashboardOutlined' },
    { id: 'children', name: '儿童管理', nameEn: 'Children', type: 'item', url: '/children', icon: 'TeamOutlined', operate: CHILDREN_OPERATE, children: [...CHILDREN_ACTION_MENUS, CHILDREN_CREATE_TEST_MENU, COMPASS_CHILD_SUMMARY_MENU, ...PRIVACY_MENUS] },
    {
      id: 'tests',
      name: '测评管理',
      nameEn: 'Assessments',
      type: 'group',
      url: '/assessments',
      icon: 'FormOutlined',
      children: [
        { id: 'test_list', name: '测评列表', nameEn: 'Test list', type: 'item', url: '/tests', operate: TEST_LIST_OPERATE, children: TEST_LIST_ACTION_MENUS },
        ...TOOL_TEST_LIST_MENUS,
        { id: 'report_list', name: '报告管理', nameEn: 'Reports', type: 'item', url: '/reports', operate: REPORT_LIST_OPERATE, children: REPORT_LIST_ACTION_MENUS },
        { id: 'early_screening', name: '早期筛查', nameEn: 'Early screening', type: 'item', url: '/early-screening', operate: EARLY_SCREENING_OPERATE, children: SCREENING_ACTION_MENUS },
      ],
    },
    SWAMS_MENU_SEED,
    { id: 'compass', name: '评估方案', nameEn: 'Assessment plans', type: 'item', url: '/compass', icon: 'CompassOutlined', operate: COMPASS_OPERATE, children: COMPASS_ACTION_MENUS },
    {
      id: 'training',
      name: '语言训练',
      nameEn: 'Language training',
      type: 'group',
      url: '/training',
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
    ...STATISTICS_MENUS,
    CATALOGUE_MENU_SEED,
    {
      id: 'system',
      name: '系统管理',
      nameEn: 'System',
      type: 'group',
      url: '/system',
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
        // News, help articles and catalogue products (content/seed-articles.ts).
        CONTENT_MGMT_MENU,
        // Institution admins' audit trail (audit/seed.ts).
        AUDIT_MENU,
      ],
    },
    // The help centre's articles (a portal page by its url; an installation that had it without a url gets it at start).
    HELP_CENTER_MENU_SEED,
  ],
};

/** Permission menus: their presence grants a permission; they are not in the nav tree. */
export const PERMISSION_MENU_SEEDS: MenuSeed[] = [
  { id: 'pdf_preview', name: 'PDF 预览', nameEn: 'PDF preview', type: 'permission' },
  { id: 'dream_reload_report', name: '重新生成报告', nameEn: 'Regenerate reports', type: 'permission' },
  ...RELOAD_REPORT_MENU_SEEDS,
  TEST3_PERMISSION_MENU,
  ...TESTING_PERMISSION_MENUS,
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
  clinician: () => [ROOT_MENU_ID, 'home', 'children', 'tests', 'test_list', 'report_list', 'compass', ...COMPASS_ACTION_MENU_IDS, 'statistics', TOOLS_CHART_MENU, 'catalogue', 'help_center', 'pdf_preview', 'demonstration_mode', ...CHILDREN_ACTION_MENU_IDS, ...TESTING_MENU_IDS, ...REPORT_LIST_ACTION_MENU_IDS, 'early_screening', ...SCREENING_ACTION_MENU_IDS.filter((id) => id !== 'early_screening_settings'), ...SWAMS_MENU_IDS],
  teacher: () => [ROOT_MENU_ID, 'home', 'children', 'training', 'training_students', ...TRAINING_TEACHER_MENU_IDS, 'training_slots', 'speech_review', 'catalogue', 'help_center'],
};

/** Every menu the product ships: they come back at every start, so the menus page cannot delete them. */
export const SEEDED_MENU_IDS: ReadonlySet<string> = new Set(flattenMenus().map((m) => m.menuId));
