import type { Locale, UserInfo } from '@portal/shared';
import { localName } from '../i18n/localName';

/** Names of the current institution and role: from the option lists, else the login info's own names. */
export function currentIdentityNames(user: UserInfo, locale: Locale): { institution: string; role: string } {
  const institution = user.institution_list.find((i) => i._id === user.institutionId);
  const role = user.role_list.find((r) => r._id === user.roleId);
  return {
    institution: institution ? localName(institution, locale) : user.from_institution_name,
    role: role ? localName(role, locale) : user.from_role_mame,
  };
}
