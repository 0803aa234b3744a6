/**
 * Sessions: opaque random tokens, stored only as their SHA-256. The lookup that authenticates a
 * request is one named (prepared) statement returning the session state, the user, the current
 * identity's names, every identity as JSON and the menus the current role holds (the
 * permission checks read them instead of asking again), and naming the user as the audit
 * trail's actor on its connection: one round-trip per request before the route's own work.
 * Nothing of it is cached between requests, so a logout, a superseding login, a disabled account
 * or a role's changed menus take effect on the very next request.
 */
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Locale } from '@portal/shared';
import { currentAddress, queryNamingActor, userActorSql } from '../../db/audit-actor';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface Identity {
  institutionId: string;
  institutionName: string;
  institutionNameEn: string;
  roleId: string;
  roleName: string;
  roleNameEn: string;
}

export interface SessionUser {
  token: string;
  userId: string;
  username: string;
  nickname: string;
  localeType: Locale;
  mustChangePassword: boolean;
  institutionId: string | null;
  roleId: string | null;
  institutionName: string | null;
  institutionNameEn: string | null;
  roleName: string | null;
  roleNameEn: string | null;
  identities: Identity[];
  /** The menus the current institution and role hold, read with the session (permissions.ts). */
  menuIds: ReadonlySet<string>;
}

export type SessionLookup =
  | { state: 'missing' | 'logout' | 'superseded' | 'expired' | 'disabled' }
  | { state: 'live'; user: SessionUser };

const LOOKUP_SQL = `
select s.user_id, s.end_reason, s.ended_at is not null as ended, s.expires_at <= now() as expired,
       case when s.ended_at is null and s.expires_at > now() and not u.disabled
            then ${userActorSql('u.id', 'u.institution_id', 'u.role_id', '$2')} end as actor_named,
       (select coalesce(json_agg(rm.menu_id), '[]') from role_menus rm
         where rm.institution_id = u.institution_id and rm.role_id = u.role_id) as menu_ids,
       u.username, u.nickname, u.locale_type, u.must_change_password, u.disabled,
       u.institution_id, u.role_id, i.name as i_name, i.name_en as i_name_en, r.name as r_name, r.name_en as r_name_en,
       (select coalesce(json_agg(json_build_array(ui.institution_id, ii.name, ii.name_en, ui.role_id, rr.name, rr.name_en)
                                 order by ii.created_at, ii.id, rr.created_at, rr.id), '[]'::json)
          from user_identities ui
          join institutions ii on ii.id = ui.institution_id
          join roles rr on rr.institution_id = ui.institution_id and rr.id = ui.role_id
         where ui.user_id = u.id) as identities
  from sessions s
  join users u on u.id = s.user_id
  left join institutions i on i.id = u.institution_id
  left join roles r on r.institution_id = u.institution_id and r.id = u.role_id
 where s.token_hash = $1`;

interface LookupRow {
  user_id: string;
  end_reason: string | null;
  ended: boolean;
  expired: boolean;
  username: string;
  nickname: string;
  locale_type: string;
  must_change_password: boolean;
  disabled: boolean;
  institution_id: string | null;
  role_id: string | null;
  i_name: string | null;
  i_name_en: string | null;
  r_name: string | null;
  r_name_en: string | null;
  identities: Array<[string, string, string, string, string, string]>;
  actor_named: string | null;
  menu_ids: string[];
}

export async function lookupSession(pool: pg.Pool, token: string): Promise<SessionLookup> {
  const result = await queryNamingActor<LookupRow>(pool, { name: 'auth-session-lookup', text: LOOKUP_SQL, values: [tokenHash(token), currentAddress()] }, ({ rows: [named] }) =>
    named?.actor_named ? { kind: 'user', userId: named.user_id, institutionId: named.institution_id, roleId: named.role_id } : null,
  );
  const row = result.rows[0];
  if (!row) return { state: 'missing' };
  if (row.ended) return { state: row.end_reason === 'superseded' ? 'superseded' : 'logout' };
  if (row.expired) return { state: 'expired' };
  if (row.disabled) return { state: 'disabled' };
  return {
    state: 'live',
    user: {
      token,
      userId: row.user_id,
      username: row.username,
      nickname: row.nickname,
      localeType: row.locale_type === 'en' ? 'en' : 'zh',
      mustChangePassword: row.must_change_password,
      institutionId: row.institution_id,
      roleId: row.role_id,
      institutionName: row.i_name,
      institutionNameEn: row.i_name_en,
      roleName: row.r_name,
      roleNameEn: row.r_name_en,
      identities: row.identities.map(([institutionId, institutionName, institutionNameEn, roleId, roleName, roleNameEn]) => ({
        institutionId,
        institutionName,
        institutionNameEn,
        roleId,
        roleName,
        roleNameEn,
      })),
      menuIds: new Set(row.menu_ids),
    },
  };
}
