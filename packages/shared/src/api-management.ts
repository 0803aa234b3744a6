/**
 * Management calls (issue 3 item 6): institutions with their sub-institutions, tools and
 * authorisation rows (/api/base/institution/*), users (/api/base/users/*) and roles
 * (/api/base/role/*) of the caller's institution.
 * Query schemas are not strict: the call client appends a random `_` to every GET.
 */
import { z } from 'zod';
import { calendarDate, childName } from './api-children';

export const TOOLS_SALE_TYPES = ['NoLimit', 'Limited'] as const;
export type ToolsSaleType = (typeof TOOLS_SALE_TYPES)[number];
export const TOOL_STATUSES = ['effective', 'expired'] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];
export const MANAGEMENT_PAGE_SIZE_MAX = 100;

/** Placeholders shown where a deleted user or institution is referred to. */
export const DELETED_USER = { zh: '已删除用户', en: 'Deleted user' } as const;
export const DELETED_INSTITUTION = { zh: '已删除机构', en: 'Deleted institution' } as const;

const id = z.string().trim().min(1).max(64);
/** Empty query values (an untouched search field) count as absent. */
const filter = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const paging = {
  current: filter(z.coerce.number().int().min(1).max(100_000)),
  pageSize: filter(z.coerce.number().int().min(1).max(MANAGEMENT_PAGE_SIZE_MAX)),
};
/** A display name: 1–50 characters, no control characters (the child-name rule). */
const displayName = childName;
const optionalText = (max: number) => z.union([z.literal('').transform(() => null), z.null(), z.string().trim().max(max)]).optional();
const optionalDate = z.union([z.literal('').transform(() => null), z.null(), calendarDate]).optional();
const count = z.coerce.number().int().min(0).max(100_000_000);

export const idQuery = z.object({ _id: id });
export const deleteByIdBody = z.strictObject({ _id: id });
export const deletedResult = z.object({ deleted: z.number().int() });

// ---- institutions ----------------------------------------------------------------------------

export const institutionListQuery = z.object({ ...paging, name: filter(z.string().trim().max(50)) });
export type InstitutionListQuery = z.infer<typeof institutionListQuery>;

export const institutionAddBody = z.strictObject({
  name: displayName,
  name_en: displayName,
  /** The parent: the caller's institution (default) or one of its sub-institutions. */
  parent_id: z.union([z.literal('').transform(() => undefined), id]).optional(),
});
export type InstitutionAddBody = z.infer<typeof institutionAddBody>;

export const institutionUpdateBody = z.strictObject({ _id: id, name: displayName.optional(), name_en: displayName.optional() });
export type InstitutionUpdateBody = z.infer<typeof institutionUpdateBody>;

export const institutionRow = z.object({
  _id: z.string(),
  name: z.string(),
  name_en: z.string(),
  parent_id: z.string().nullable(),
  /** The parent's name in the caller's language, or the deleted placeholder. */
  parent_name: z.string().nullable(),
  /** True for the caller's own institution (it cannot be deleted from here). */
  is_current: z.boolean(),
  tools_count: z.number().int(),
  /** effective while at least one tool is effective. */
  status: z.enum(TOOL_STATUSES),
  createdTime: z.string(),
});
export type InstitutionRow = z.infer<typeof institutionRow>;

export const toolListQuery = z.object({ ...paging, institution_id: id });
export type ToolListQuery = z.infer<typeof toolListQuery>;

/** One tool; `institution_id`, when sent (a sub-table sends its scope), must be the tool's. */
export const toolInfoQuery = z.object({ _id: id, institution_id: filter(id) });
export type ToolInfoQuery = z.infer<typeof toolInfoQuery>;

const toolFields = {
  tools_sale_type: z.enum(TOOLS_SALE_TYPES),
  test_count: count,
  old_test_count: count,
  effective_date: optionalDate,
  failure_date: optionalDate,
  model_version: optionalText(50),
  report_version: optionalText(200),
};

/** The sale terms a tool row carries, the same on add and on update. */
const toolTerms = {
  tools_sale_type: toolFields.tools_sale_type.optional(),
  test_count: count.optional(),
  old_test_count: count.optional(),
  effective_date: toolFields.effective_date,
  failure_date: toolFields.failure_date,
  model_version: toolFields.model_version,
  report_version: toolFields.report_version,
  /** Tests of the tool that may be in progress at once; 0 = no cap. */
  simultaneous_test_limit: count.optional(),
};

export const toolAddBody = z.strictObject({
  institution_id: id,
  tools_type: z.string().trim().min(1).max(50).regex(/^[A-Za-z0-9_.-]+$/),
  name: displayName,
  name_en: displayName,
  ...toolTerms,
});
export type ToolAddBody = z.infer<typeof toolAddBody>;

export const toolUpdateBody = z.strictObject({
  _id: id,
  institution_id: id,
  ...toolTerms,
});
export type ToolUpdateBody = z.infer<typeof toolUpdateBody>;

export const managedTool = z.object({
  _id: z.string(),
  institution_id: z.string(),
  tools_type: z.string(),
  name: z.string(),
  name_en: z.string(),
  tools_sale_type: z.enum(TOOLS_SALE_TYPES),
  test_count: z.number().int(),
  old_test_count: z.number().int(),
  effective_date: z.string().nullable(),
  failure_date: z.string().nullable(),
  model_version: z.string().nullable(),
  report_version: z.string().nullable(),
  /** 0 = no cap. */
  simultaneous_test_limit: z.number().int(),
  /** expired when failure_date is before today (server date). */
  status: z.enum(TOOL_STATUSES),
  /** How many authorisation rows the tool has. */
  authorization_count: z.number().int(),
});
export type ManagedTool = z.infer<typeof managedTool>;

export const authorizationListQuery = z.object({ ...paging, institution_id: id, tool_id: filter(id) });
export type AuthorizationListQuery = z.infer<typeof authorizationListQuery>;

/** One authorisation row; `institution_id` and `tool_id`, when sent, must be the row's. */
export const authorizationInfoQuery = z.object({ _id: id, institution_id: filter(id), tool_id: filter(id) });
export type AuthorizationInfoQuery = z.infer<typeof authorizationInfoQuery>;

export const authorizationAddBody = z.strictObject({
  institution_id: id,
  tool_id: id,
  activate: z.boolean().optional(),
  validity_date: optionalDate,
  report_count: count,
  use_report_count: count.optional(),
});
export type AuthorizationAddBody = z.infer<typeof authorizationAddBody>;

export const authorizationUpdateBody = z.strictObject({
  _id: id,
  institution_id: id,
  /** A tool's sub-table sends its tool along: then it must be the row's tool. */
  tool_id: id.optional(),
  activate: z.boolean().optional(),
  validity_date: optionalDate,
  report_count: count.optional(),
  use_report_count: count.optional(),
});
export type AuthorizationUpdateBody = z.infer<typeof authorizationUpdateBody>;

export const toolAuthorization = z.object({
  _id: z.string(),
  institution_id: z.string(),
  tool_id: z.string(),
  tools_type: z.string(),
  activate: z.boolean(),
  validity_date: z.string().nullable(),
  report_count: z.number().int(),
  use_report_count: z.number().int(),
  available_report_count: z.number().int(),
});
export type ToolAuthorization = z.infer<typeof toolAuthorization>;

// ---- users -----------------------------------------------------------------------------------

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

// ---- roles -----------------------------------------------------------------------------------

export const roleListQuery = z.object({ ...paging, name: filter(z.string().trim().max(50)) });
export type RoleListQuery = z.infer<typeof roleListQuery>;

export const roleCode = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{1,31}$/);
export const roleAddBody = z.strictObject({ code: roleCode, name: displayName, name_en: displayName });
export type RoleAddBody = z.infer<typeof roleAddBody>;
export const roleUpdateBody = z.strictObject({ _id: id, code: roleCode.optional(), name: displayName.optional(), name_en: displayName.optional() });
export type RoleUpdateBody = z.infer<typeof roleUpdateBody>;

export const managedRole = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  user_count: z.number().int(),
  createdTime: z.string(),
});
export type ManagedRole = z.infer<typeof managedRole>;

/** Options for a role select (lovApi): value and bilingual content. */
export const roleSelectOption = z.object({ value: z.string(), content: z.string(), contentEn: z.string() });
