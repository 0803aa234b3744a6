/** User rows (with their roles in the caller's institution) → the shared `ManagedUser` shape. */
import { DELETED_USER, type Locale, type ManagedUser } from '@portal/shared';

export interface UserListed {
  id: string;
  username: string;
  nickname: string;
  localeType: string;
  disabled: boolean;
  mustChangePassword: boolean;
  deletedAt: Date | null;
  createdAt: Date;
  roles: Array<{ id: string; name: string; nameEn: string }>;
}

export function presentUser(row: UserListed, locale: Locale): ManagedUser {
  return {
    _id: row.id,
    username: row.username,
    nickname: row.deletedAt ? DELETED_USER[locale] : row.nickname,
    role_id: row.roles[0]?.id ?? null,
    role_ids: row.roles.map((r) => r.id),
    role_names: row.roles.map((r) => (locale === 'en' ? r.nameEn : r.name)).join(', '),
    locale_type: row.localeType === 'en' ? 'en' : 'zh',
    disabled: row.disabled,
    deleted: row.deletedAt !== null,
    must_change_password: row.mustChangePassword,
    createdTime: row.createdAt.toISOString(),
  };
}
