/** An institution's staff accounts (/api/base/users/*). */
import { z } from 'zod';
import { displayName, filter, id, paging } from '../management/fields';

/** Shown where a deleted user is referred to. */
export const DELETED_USER = { zh: '已删除用户', en: 'Deleted user' } as const;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;

export const userListQuery = z.object({
  ...paging,
  username: filter(z.string().trim().max(32)),
  nickname: filter(z.string().trim().max(50)),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userAddBody = z.strictObject({
  username: z.string().trim().regex(USERNAME_PATTERN),
  nickname: displayName,
  /** The initial password in plain text (as the change-password call takes it); must meet the rule. */
  password: z.string().min(1).max(64),
  role_id: id,
  locale_type: z.enum(['zh', 'en']).optional(),
});
export type UserAddBody = z.infer<typeof userAddBody>;

/**
 * The edit form sends back every field it shows: `username` must be unchanged, a `password`
 * resets it (they must change it at next login), `locale_type` sets their language.
 */
export const userUpdateBody = z.strictObject({
  _id: id,
  username: z.string().trim().max(64).optional(),
  nickname: displayName.optional(),
  password: z.union([z.literal('').transform(() => undefined), z.string().min(1).max(64)]).optional(),
  /** The user's role in the caller's institution (replaces their roles there). */
  role_id: id.optional(),
  locale_type: z.enum(['zh', 'en']).optional(),
  disabled: z.boolean().optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const managedUser = z.object({
  _id: z.string(),
  username: z.string(),
  /** The nickname, or the deleted-user placeholder. */
  nickname: z.string(),
  /** Roles in the caller's institution only. */
  role_id: z.string().nullable(),
  role_ids: z.array(z.string()),
  role_names: z.string(),
  locale_type: z.enum(['zh', 'en']),
  disabled: z.boolean(),
  deleted: z.boolean(),
  must_change_password: z.boolean(),
  createdTime: z.string(),
});
export type ManagedUser = z.infer<typeof managedUser>;
