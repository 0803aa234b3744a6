/**
 * Calls that read and write definitions: /api/system/froms/*, /api/system/colums/*,
 * /api/system/lov/*, and the development-mode status (/api/system/dev/status).
 * Query schemas are not strict: the call client appends a random `_` to every GET.
 */
import { z } from 'zod';
import { columnDefinitionDraftFields, columnDefinitionFields, columnTreeIssues } from './columns';
import { REASONS, definitionName } from './common';
import { formDefinitionDraft, formDefinitionFields } from './form';
import { lovEntry } from './lov';

/** The permission menu that grants editing definitions (with DEFINITION_EDITING on the server). */
export const DEVELOPER_MENU = 'developer';

/** What the browser needs to offer the definition editors: the server's mode and the caller's right. */
export const devStatusResult = z.object({ definitionEditing: z.boolean(), developer: z.boolean(), menuAdmin: z.boolean() });
export type DevStatus = z.infer<typeof devStatusResult>;

const nameParam = z.string().trim().min(1).max(100);
const optionalId = z.string().max(64).optional();

/**
 * `render` (default): the definition ready for the renderer, defaults filled in. `raw`: the
 * document exactly as stored, with its schema_version, for the definition editor.
 */
export const definitionFormat = z.enum(['render', 'raw']);
export type DefinitionFormat = z.infer<typeof definitionFormat>;

/** Where a definition came from and when it last changed; present in both formats. */
const storedMeta = {
  _id: z.string(),
  schema_version: z.number().int(),
  updated_at: z.string(),
};

export const formNetInfoQuery = z.object({ from_name: nameParam, format: definitionFormat.optional() });
export const formDefinitionResult = formDefinitionFields.extend(storedMeta);
export type FormDefinitionResult = z.infer<typeof formDefinitionResult>;

/**
 * Save a form: `id` names the stored definition to change; else `old_from_name` (rename);
 * else `from_name` (created when new). A rename onto another definition's name is refused.
 */
export const formUpdateBody = formDefinitionDraft.extend({ id: optionalId, old_from_name: z.string().max(100).optional() });
export type FormUpdateBody = z.infer<typeof formUpdateBody>;

export const columnsNetInfoQuery = z.object({ columns_name: nameParam });
export const columnDefinitionResult = columnDefinitionFields.extend(storedMeta);
export type ColumnDefinitionResult = z.infer<typeof columnDefinitionResult>;

export const columnsUpdateBody = columnDefinitionDraftFields
  .extend({ id: optionalId, old_columns_name: z.string().max(100).optional() })
  .superRefine((def, ctx) => columnTreeIssues(def.columns ?? [], ctx));
export type ColumnsUpdateBody = z.infer<typeof columnsUpdateBody>;

export const lovMultipleBody = z.strictObject({ lovNames: z.array(nameParam).min(1).max(50) });
export const lovNetInfoQuery = z.object({ lovName: nameParam });
export const lovListResult = z.array(lovEntry);
export const lovMultipleResult = z.record(z.string(), lovListResult);

const formFieldValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
/**
 * A new entry for a list that allows self-creation. `content` is the label; `value` defaults to
 * it. Other fields of the adding form travel along and are kept in the entry's `params`.
 */
export const lovSelfCreateBody = z
  .object({
    lovName: definitionName,
    content: z.string().trim().min(1).max(200),
    contentEn: z.string().trim().max(200).optional(),
    value: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(1000).optional(),
  })
  .catchall(formFieldValue)
  .refine((b) => Object.keys(b).length <= 30, { message: REASONS.tooManyFields });
export type LovSelfCreateBody = z.infer<typeof lovSelfCreateBody>;
