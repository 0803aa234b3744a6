/**
 * Pure rules of the identity (institution + role) choice: who must choose at login (non-admins
 * with several institutions or roles), which roles belong to a chosen institution, and what is
 * pre-selected.
 */
import { ADMIN_USERNAME, type Locale, type UserInfo } from '@portal/shared';
import { localName } from '@portal/ui';

export interface Option {
  value: string;
  label: string;
}

export interface IdentityChoice {
  institutionId: string;
  roleId: string;
}

const label = localName;

/** Non-admin users holding more than one institution or more than one role must choose. */
export function needsIdentityChoice(user: Pick<UserInfo, 'username' | 'institution_list' | 'role_list'>): boolean {
  if (user.username === ADMIN_USERNAME) return false;
  return user.institution_list.length > 1 || user.role_list.length > 1;
}

export function institutionOptions(user: Pick<UserInfo, 'institution_list'>, locale: Locale): Option[] {
  return user.institution_list.map((i) => ({ value: i._id, label: label(i, locale) }));
}

/** Roles are institution-scoped: only the chosen institution's roles are offered. */
export function roleOptions(user: Pick<UserInfo, 'role_list'>, institutionId: string | undefined, locale: Locale): Option[] {
  if (!institutionId) return [];
  return user.role_list.filter((r) => r.institutionId === institutionId).map((r) => ({ value: r._id, label: label(r, locale) }));
}

/**
 * Pre-selection: the current institution (or the only one), then the current role if it belongs
 * there (or the institution's only role). Anything ambiguous stays empty for the user to pick.
 */
export function initialChoice(user: Pick<UserInfo, 'institution_list' | 'role_list' | 'institutionId' | 'roleId'>): Partial<IdentityChoice> {
  const institutionId = user.institution_list.some((i) => i._id === user.institutionId)
    ? user.institutionId
    : user.institution_list.length === 1
      ? user.institution_list[0]!._id
      : undefined;
  return { institutionId, roleId: defaultRole(user, institutionId, user.roleId) };
}

/** The role to keep or pre-select after the institution changes. */
export function defaultRole(user: Pick<UserInfo, 'role_list'>, institutionId: string | undefined, current?: string): string | undefined {
  if (!institutionId) return undefined;
  const roles = user.role_list.filter((r) => r.institutionId === institutionId);
  if (current && roles.some((r) => r._id === current)) return current;
  return roles.length === 1 ? roles[0]!._id : undefined;
}
