/** Session/user rows → the shapes of the shared contract (never raw rows). */
import { DEFAULT_INSTITUTION_NAME, type InstitutionOption, type PublicUserInfo, type RoleOption, type UserInfo } from '@portal/shared';
import type { SessionUser } from '../auth';

export function presentUserInfo(u: SessionUser): UserInfo {
  const institutions = new Map<string, InstitutionOption>();
  const roles: RoleOption[] = [];
  for (const id of u.identities) {
    if (!institutions.has(id.institutionId)) {
      institutions.set(id.institutionId, { _id: id.institutionId, name: id.institutionName, nameEn: id.institutionNameEn });
    }
    roles.push({ _id: id.roleId, name: id.roleName, nameEn: id.roleNameEn, institutionId: id.institutionId });
  }
  const en = u.localeType === 'en';
  return {
    _id: u.userId,
    token: u.token,
    username: u.username,
    nickname: u.nickname,
    institution: [...institutions.keys()].join(','),
    role: [...new Set(roles.map((r) => r._id))].join(','),
    institutionId: u.institutionId ?? '',
    roleId: u.roleId ?? '',
    from_institution_name: (en ? u.institutionNameEn : u.institutionName) ?? DEFAULT_INSTITUTION_NAME,
    from_role_mame: (en ? u.roleNameEn : u.roleName) ?? '',
    locale_type: u.localeType,
    institution_list: [...institutions.values()],
    role_list: roles,
  };
}

export interface PublicUserRow {
  id: string;
  username: string;
  nickname: string;
  localeType: string;
}

export function presentPublicUser(row: PublicUserRow, institutionId: string): PublicUserInfo {
  return {
    _id: row.id,
    username: row.username,
    nickname: row.nickname,
    institutionId,
    locale_type: row.localeType === 'en' ? 'en' : 'zh',
  };
}
