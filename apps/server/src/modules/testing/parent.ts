/**
 * The parent's calls besides sync: the test as a parent sees it (no clinician answers, no
 * scores), with the parent chain's form definitions and lists of values (modules/definitions)
 * and the audio paths; the ready page's summary; and the additional forms, checked against
 * their definitions with the shared field rules before they are stored.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  asVerifiedValue,
  checkRules,
  fieldRule,
  isEmptyValue,
  verifyKindOf,
  PARENT_FORMS,
  questionAudioPath,
  type FormDefinitionResult,
  type Locale,
  type ParentForm,
  type ParentTestView,
  type TestStatus,
  type VerifiedValue,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { institutions } from '../institutions/schema';
import { type TestRow, tests } from './schema';
import { institutionTools } from '../tools/schema';
import { AppError } from '../../http/envelope';
import { formNetInfo, lovLists } from '../definitions';
import { wasVerified } from '../verification';
import { parentSyncRefusal, testOf } from './access';
import { librariesOf } from './libraries';
import { baseView, childOf } from './presenter';
import type { ParentSession } from '../auth';

async function institutionName(ctx: AppContext, institutionId: string, locale: Locale): Promise<string> {
  const [row] = await ctx.db.orm.select({ name: institutions.name, nameEn: institutions.nameEn }).from(institutions).where(eq(institutions.id, institutionId));
  return (locale === 'en' && row?.nameEn) || row?.name || '';
}

/** Question key → its recorded audio; `operating_guide` → the guide's (files under /oss, served elsewhere). */
export function audioPaths(test: TestRow): Record<string, string> {
  const libraries = librariesOf(test);
  const audio: Record<string, string> = { operating_guide: `/oss/${test.toolsType}/operating-guide.mp3` };
  for (const library of [libraries.main, libraries.parents]) {
    for (const [key, question] of Object.entries(library?.question ?? {})) {
      const name = question.questionId ?? question.item_id ?? key;
      audio[key] = questionAudioPath(test.toolsType, String(name));
    }
  }
  return audio;
}

async function parentForms(ctx: AppContext, institutionId: string) {
  const forms: Record<string, FormDefinitionResult> = {};
  for (const name of PARENT_FORMS) forms[name] = await formNetInfo(ctx, name);
  const lovNames = Object.values(forms).flatMap((form) => form.fromItem.map((item) => item.input.lovName).filter((n): n is string => !!n));
  return { forms, lovs: await lovLists(ctx, { institutionId }, lovNames) };
}

export async function parentTestView(ctx: AppContext, session: ParentSession, locale: Locale): Promise<ParentTestView> {
  const test = await testOf(ctx.db.orm, session.institutionId, session.testId);
  const { forms, lovs } = await parentForms(ctx, session.institutionId);
  return {
    ...(await baseView(ctx, test)),
    from_children_extra: null,
    institution_name: await institutionName(ctx, session.institutionId, locale),
    forms,
    lovs,
    parents_additional: test.parentsAdditional as ParentTestView['parents_additional'],
    audio: audioPaths(test),
  };
}

/** The ready page: whose test this is, where, with which tool. */
export async function parentSummary(ctx: AppContext, session: ParentSession, locale: Locale) {
  const test = await testOf(ctx.db.orm, session.institutionId, session.testId);
  const [tool] = await ctx.db.orm
    .select({ name: institutionTools.name, nameEn: institutionTools.nameEn })
    .from(institutionTools)
    .where(and(eq(institutionTools.institutionId, test.institutionId), eq(institutionTools.toolsType, test.toolsType)));
  return {
    _id: test.id,
    status: test.status as TestStatus,
    tools_type: test.toolsType,
    tool_name: (locale === 'en' ? tool?.nameEn : tool?.name) ?? test.toolsType,
    institution_name: await institutionName(ctx, test.institutionId, locale),
    from_children: await childOf(ctx.db.orm, test.institutionId, test.childrenId),
  };
}

type FieldValue = string | number | boolean | null | Array<string | number> | VerifiedValue;

const UNKNOWN_FIELD = { zh: (k: string) => `表单中没有字段 ${k}`, en: (k: string) => `the form has no field ${k}` };
const NOT_A_VALUE = { zh: (k: string) => `${k} 的取值格式不正确`, en: (k: string) => `${k} has a value of the wrong shape` };
const NOT_IN_LIST = { zh: (k: string) => `${k} 的取值不在选项中`, en: (k: string) => `${k} is not one of its options` };

function checkForm(form: FormDefinitionResult, lovs: Record<string, { value: unknown }[]>, values: Record<string, FieldValue>, locale: Locale): void {
  const items = new Map(form.fromItem.filter((item) => item.input.type !== 'title').map((item) => [item.keyName, item]));
  const unknown = Object.keys(values).find((key) => !items.has(key));
  if (unknown !== undefined) throw new AppError('badInput', { detail: UNKNOWN_FIELD[locale](unknown) });
  for (const [key, item] of items) {
    const value = values[key];
    // The age rule reads dates of birth; parent forms have none, so only the field rules apply.
    const rules = (item.rules ?? []).flatMap((rule) => {
      const parsed = fieldRule.safeParse(rule);
      return parsed.success ? [parsed.data] : [];
    });
    const problem = checkRules(rules, value, { field: { zh: item.showName, en: item.showNameEn }, values });
    if (problem) throw new AppError('badInput', { detail: problem[locale] });
    const kind = verifyKindOf(item);
    if (!kind && typeof value === 'object' && value !== null && !Array.isArray(value)) throw new AppError('badInput', { detail: NOT_A_VALUE[locale](key) });
    if (kind && !isEmptyValue(value) && !asVerifiedValue(kind, value)) throw new AppError('fieldNotVerified', { field: fieldName(item, locale) });
    const options = item.input.lovName ? lovs[item.input.lovName] : undefined;
    if (options && value !== null && value !== undefined && value !== '') {
      const chosen = Array.isArray(value) ? value : [value];
      if (chosen.some((v) => !options.some((o) => String(o.value) === String(v)))) throw new AppError('badInput', { detail: NOT_IN_LIST[locale](key) });
    }
  }
}

const fieldName = (item: { showName?: string | undefined; showNameEn?: string | undefined; keyName: string }, locale: Locale) =>
  (locale === 'en' ? item.showNameEn || item.showName : item.showName || item.showNameEn) || item.keyName;

/** Each verified field's code must have verified that phone or address for this institution lately. */
async function checkVerifications(ctx: AppContext, form: FormDefinitionResult, values: Record<string, FieldValue>, institutionId: string, locale: Locale): Promise<void> {
  for (const item of form.fromItem) {
    const kind = verifyKindOf(item);
    const value = kind ? asVerifiedValue(kind, values[item.keyName]) : null;
    if (!kind || !value) continue;
    const target = 'phone_select_code' in value ? value.phone_select_code.replace(/^\+/, '') : value.email.trim().toLowerCase();
    if (!(await wasVerified(ctx, { channel: kind, target, institutionId, code: value.code }))) {
      throw new AppError('fieldNotVerified', { field: fieldName(item, locale) });
    }
  }
}

export async function saveParentForm(ctx: AppContext, session: ParentSession, fromName: ParentForm, values: Record<string, FieldValue>, locale: Locale) {
  const { forms, lovs } = await parentForms(ctx, session.institutionId);
  checkForm(forms[fromName]!, lovs, values, locale);
  await checkVerifications(ctx, forms[fromName]!, values, session.institutionId, locale);
  const [row] = await ctx.db.orm
    .update(tests)
    .set({ parentsAdditional: sql`${tests.parentsAdditional} || jsonb_build_object(${fromName}::text, ${JSON.stringify(values)}::jsonb)` })
    .where(and(eq(tests.institutionId, session.institutionId), eq(tests.id, session.testId), inArray(tests.status, ['Active', 'ParentsTesting'])))
    .returning({ parentsAdditional: tests.parentsAdditional });
  if (!row) {
    const test = await testOf(ctx.db.orm, session.institutionId, session.testId);
    throw new AppError(parentSyncRefusal(test.status) ?? 'parentTestStarted');
  }
  return { parents_additional: row.parentsAdditional as Record<string, Record<string, unknown>> };
}
