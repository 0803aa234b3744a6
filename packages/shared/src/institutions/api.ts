/** Institutions and their sub-institutions (/api/base/institution/*). */
import { z } from 'zod';
import { displayName, filter, id, paging } from '../management/fields';
import { TOOL_STATUSES } from '../tools/api';

/** Shown where a deleted institution is referred to. */
export const DELETED_INSTITUTION = { zh: '已删除机构', en: 'Deleted institution' } as const;

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
