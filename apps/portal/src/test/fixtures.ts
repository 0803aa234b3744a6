import type { MenuNode, UserInfo } from '@portal/shared';

export function menu(menuId: string, type: MenuNode['type'], children?: MenuNode[], extra: Partial<MenuNode> = {}): MenuNode {
  return { menuId, name: `菜单${menuId}`, nameEn: `Menu ${menuId}`, type, icon: '', url: `/page/${menuId}`, sort: 0, parentId: null, operate: null, children, ...extra };
}

export const menuTree: MenuNode[] = [
  menu('main_local', 'group', [
    menu('children_mgmt', 'item', undefined, { sort: 1, icon: 'TeamOutlined', name: '儿童管理', nameEn: 'Children' }),
    menu('system', 'group', [menu('users', 'item', undefined, { name: '用户', nameEn: 'Users' })], { sort: 2, icon: 'NoSuchIconOutlined' }),
    menu('help_center', 'item', undefined, { sort: 3, url: '', icon: 'QuestionCircleOutlined' }),
  ]),
];

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}
export const menuList: MenuNode[] = [...flatten(menuTree), menu('demonstration_mode', 'permission')];

export const doctor: UserInfo = {
  _id: 'u1', token: 'test-token', username: 'doctor', nickname: '李医生', institution: 'i1,i2', role: 'r1,r2',
  institutionId: 'i1', roleId: 'r1', from_institution_name: 'Portal', from_role_mame: '', locale_type: 'zh',
  institution_list: [
    { _id: 'i1', name: '阳光儿童中心', nameEn: 'Sunshine Children Centre' },
    { _id: 'i2', name: '星星医院', nameEn: 'Star Hospital' },
  ],
  role_list: [
    { _id: 'r1', name: '评估师', nameEn: 'Assessor', institutionId: 'i1' },
    { _id: 'r2', name: '医生', nameEn: 'Doctor', institutionId: 'i2' },
  ],
};
