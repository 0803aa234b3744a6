/**
 * Form definitions: GET /api/system/froms/netInfo and PUT /api/system/froms/update.
 * Saving applies the form builder's rules (with its messages), then the stored schema.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  FORM_SCHEMA_VERSION,
  formBuilderProblem,
  formDefinitionV1,
  loadFormDefinition,
  type DefinitionFormat,
  type FormDefinition,
  type FormDefinitionResult,
  type FormUpdateBody,
} from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { formDefinitions } from './schema';
import { AppError } from '../../http/envelope';
import { RequestValidationError } from '../../http/validation';
import type { SessionUser } from '../auth';
import { documentOf, isUniqueViolation, loadStored, storedMeta, type StoredRow } from './stored';
import type { Executor, Tx } from '../../db/pool';

type FormRow = typeof formDefinitions.$inferSelect;

function load(row: FormRow): FormDefinition {
  return loadStored(row.fromName, 'from_name', row, loadFormDefinition);
}

/**
 * `render` fills what the renderer would otherwise default itself (close and submit buttons,
 * full-width rows), so every client renders one definition the same way; `raw` is as stored.
 */
export function presentForm(row: StoredRow, form: FormDefinition, format: DefinitionFormat): FormDefinitionResult {
  if (format === 'raw') return { ...form, ...storedMeta(row) };
  return {
    ...form,
    property: { ...form.property, operate_buttons: form.property?.operate_buttons ?? ['close', 'submit'] },
    fromItem: form.fromItem.map((item) => ({ ...item, extra: { ...item.extra, col: item.extra?.col ?? 24 } })),
    ...storedMeta(row),
  };
}

export async function formNetInfo(ctx: AppContext, name: string, format: DefinitionFormat = 'render'): Promise<FormDefinitionResult> {
  const [row] = await ctx.db.orm.select().from(formDefinitions).where(eq(formDefinitions.fromName, name));
  if (!row) throw new AppError('definitionNotFound', { name });
  return presentForm(row, load(row), format);
}

/**
 * The stored forms named, by name, for code that prints their labels (a case report): a name
 * with no stored form is simply absent; a stored form this server cannot read is refused (422).
 */
export async function storedForms(db: Executor, names: string[]): Promise<Map<string, FormDefinition>> {
  if (names.length === 0) return new Map();
  const rows = await db.select().from(formDefinitions).where(inArray(formDefinitions.fromName, [...new Set(names)]));
  return new Map(rows.map((row) => [row.fromName, load(row)]));
}

/** The builder's rule violations as the catalogue's errors. */
function checkBuilderRules(body: FormUpdateBody): FormDefinition {
  const { id: _id, old_from_name: _old, ...draft } = body;
  const problem = formBuilderProblem(draft);
  if (problem?.error === 'cannotBeEmpty') throw new AppError('cannotBeEmpty', { field: problem.field });
  if (problem) throw new AppError(problem.error);
  const parsed = formDefinitionV1.safeParse({ ...draft, fromItem: draft.fromItem ?? [] }, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  return parsed.data;
}

/**
 * Which stored definition a save changes: the one with `id`, else the one named
 * `old_from_name` (a rename), else the one named `from_name` (none: a new definition).
 */
async function target(tx: Tx, body: FormUpdateBody, name: string): Promise<FormRow | undefined> {
  const lock = (where: ReturnType<typeof eq>) => tx.select().from(formDefinitions).where(where).for('update');
  if (body.id !== undefined) {
    const [row] = isUuid(body.id) ? await lock(eq(formDefinitions.id, body.id)) : [];
    if (!row) throw new AppError('definitionNotFound', { name: body.id });
    return row;
  }
  if (body.old_from_name !== undefined && body.old_from_name !== '') {
    const [row] = await lock(eq(formDefinitions.fromName, body.old_from_name));
    if (!row) throw new AppError('definitionNotFound', { name: body.old_from_name });
    return row;
  }
  return (await lock(eq(formDefinitions.fromName, name)))[0];
}


export async function updateForm(ctx: AppContext, session: SessionUser, body: FormUpdateBody): Promise<FormDefinitionResult> {
  const form = checkBuilderRules(body);
  const values = { fromName: form.from_name, schemaVersion: FORM_SCHEMA_VERSION, document: documentOf(form, 'from_name'), updatedBy: session.userId };
  try {
    const row = await ctx.db.orm.transaction(async (tx) => {
      const existing = await target(tx, body, form.from_name);
      if (!existing) return (await tx.insert(formDefinitions).values(values).returning())[0]!;
      if (existing.fromName !== form.from_name) {
        const [clash] = await tx.select({ id: formDefinitions.id }).from(formDefinitions).where(eq(formDefinitions.fromName, form.from_name));
        if (clash) throw new AppError('definitionNameTaken', { name: form.from_name });
      }
      const [updated] = await tx
        .update(formDefinitions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(formDefinitions.id, existing.id))
        .returning();
      return updated!;
    });
    return presentForm(row, form, 'raw');
  } catch (error) {
    // Two saves racing for one new name: the loser hears about the clash.
    if (isUniqueViolation(error)) throw new AppError('definitionNameTaken', { name: form.from_name });
    throw error;
  }
}
