/**
 * Request and response shapes of the logged-in user's calls (login, identity, password), as zod schemas:
 * the server validates with them and generates its OpenAPI document from them; the browsers take
 * their types.
 */
import { z } from 'zod';
import { SHA256_HEX } from '../password';

export const localeSchema = z.enum(['zh', 'en']);
export const idSchema = z.string().min(1).max(64);

export const loginBody = z.object({
  username: z.string().trim().min(1).max(64),
  /** SHA-256 hex of the password, computed in the browser. */
  password: z.string().regex(SHA256_HEX),
  relogin: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const institutionOption = z.object({ _id: z.string(), name: z.string(), nameEn: z.string() });
export const roleOption = z.object({
  _id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  institutionId: z.string(),
});
export type InstitutionOption = z.infer<typeof institutionOption>;
export type RoleOption = z.infer<typeof roleOption>;

/** Login info: comma lists of ids plus the options the identity picker needs. */
export const userInfo = z.object({
  _id: z.string(),
  token: z.string(),
  username: z.string(),
  nickname: z.string(),
  institution: z.string(),
  role: z.string(),
  institutionId: z.string(),
  roleId: z.string(),
  from_institution_name: z.string(),
  from_role_mame: z.string(),
  locale_type: localeSchema,
  institution_list: z.array(institutionOption),
  role_list: z.array(roleOption),
});
export type UserInfo = z.infer<typeof userInfo>;

export const loginResult = userInfo;
export type LoginResult = UserInfo;

/** user/edit: either the language, or a role and institution switch (both together). */
export const userEditBody = z
  .object({
    locale_type: localeSchema.optional(),
    institutionId: idSchema.optional(),
    roleId: idSchema.optional(),
  })
  .strict()
  .refine((b) => b.locale_type !== undefined || (b.institutionId !== undefined && b.roleId !== undefined), {
    message: 'locale_type, or institutionId with roleId, is required',
  });
export type UserEditBody = z.infer<typeof userEditBody>;

export const userInfoQuery = z.object({ _id: idSchema });
export const publicUserInfo = z.object({
  _id: z.string(),
  username: z.string(),
  nickname: z.string(),
  institutionId: z.string(),
  locale_type: localeSchema,
});
export type PublicUserInfo = z.infer<typeof publicUserInfo>;

/**
 * change/pwd: the current password travels as the same SHA-256 digest login uses; the new one in
 * plain text (over TLS) so the server can enforce the password rule itself.
 */
export const changePasswordBody = z.object({
  old_password: z.string().regex(SHA256_HEX),
  new_password: z.string().min(1).max(64),
  confirm_password: z.string().min(1).max(64),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
