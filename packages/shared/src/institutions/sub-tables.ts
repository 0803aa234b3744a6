/**
 * The sub-tables of an institution (/api/base/institution/tools/*, …/authorization/*): its tools
 * with their sale terms, and their authorisation rows.
 */
import { z } from 'zod';
import { count, displayName, filter, id, optionalDate, optionalText, paging } from '../management/fields';
import { TOOL_STATUSES, TOOLS_SALE_TYPES } from '../tools/api';

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
