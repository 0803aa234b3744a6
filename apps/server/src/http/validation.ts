/**
 * Request validation with zod, and the translation of zod issues into the catalogue's
 * badInput detail, e.g. 'password (wrong format), username (required)'.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { CHILD_REASONS, REASONS, type Locale } from '@portal/shared';
import { exactCheck } from './exact-check';

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: $ZodIssue[],
    readonly part: string,
  ) {
    super('request validation failed');
    this.name = 'RequestValidationError';
  }
}

/**
 * Like fastify-type-provider-zod's, but keeps the zod issues (with their input) for translation.
 * A value already exactly right (exact-check.ts: the busy calls' bodies) is taken as it is; any
 * other goes through zod, which gives the refusal.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, httpPart }) => {
  const exact = exactCheck(schema);
  return (data) => {
    if (exact?.(data) && !hasNul(data)) return { value: data };
    const part = httpPart ?? 'body';
    const result = safeParse(schema, data, { reportInput: true });
    if (!result.success) return { error: new RequestValidationError(result.error.issues, part) };
    const nul = nulPaths(result.data);
    if (nul.length > 0) return { error: new RequestValidationError(nul.map((path) => ({ code: 'custom', path, message: NUL_MESSAGE, input: undefined })), part) };
    return { value: result.data };
  };
};

/** nulPaths' question without building paths (the accepted value's walk, on every call). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth >= 64) return false;
  for (const key in value) if (key.includes('\u0000') || hasNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
}

/** PostgreSQL text cannot hold U+0000: refuse it here, naming the field, instead of failing in SQL. */
const NUL_MESSAGE = 'contains a NUL character';
function nulPaths(value: unknown, path: PropertyKey[] = [], out: PropertyKey[][] = [], depth = 0): PropertyKey[][] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path);
  } else if (value !== null && typeof value === 'object' && depth < 64) {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) out.push([...path, key]);
      nulPaths(child, [...path, Array.isArray(value) ? Number(key) : key], out, depth + 1);
    }
  }
  return out;
}

export type Texts = Record<Locale, string>;
const reasons = {
  required: { en: 'required', zh: '必填' },
  empty: { en: 'must not be empty', zh: '不能为空' },
  format: { en: 'wrong format', zh: '格式不正确' },
  unknownField: { en: 'unknown field', zh: '不允许的字段' },
  invalid: { en: 'invalid', zh: '无效' },
} satisfies Record<string, Texts>;

const typeNames: Record<string, Texts> = {
  string: { en: 'text', zh: '文本' },
  number: { en: 'a number', zh: '数字' },
  int: { en: 'an integer', zh: '整数' },
  boolean: { en: 'true or false', zh: '布尔值' },
  object: { en: 'an object', zh: '对象' },
  array: { en: 'a list', zh: '数组' },
  null: { en: 'null', zh: 'null' },
};

/** Refinement messages written in English in the shared schemas, with their Chinese text. */
const refinementTexts: Record<string, Texts> = {
  [NUL_MESSAGE]: { en: 'contains a NUL character', zh: '包含空字符' },
  'locale_type, or institutionId with roleId, is required': {
    en: 'locale_type, or institutionId together with roleId, is required',
    zh: '需要 locale_type，或同时提供 institutionId 与 roleId',
  },
  '_id or ids is required': { en: '_id or ids is required', zh: '需要 _id 或 ids' },
  'time_node_id and activity_operations_id go together': {
    en: 'time_node_id and activity_operations_id must be given together',
    zh: '需要同时提供 time_node_id 与 activity_operations_id',
  },
};

/** Reasons the shared schemas give custom issues: printed after the field, like the built-in ones. */
const customReasons: Record<string, Texts> = {
  [REASONS.duplicate]: { en: 'duplicate', zh: '重复' },
  [REASONS.tooDeep]: { en: 'nested too deeply', zh: '嵌套层级过深' },
  [REASONS.reserved]: { en: 'reserved for a built-in list', zh: '为内置列表保留' },
  [CHILD_REASONS.notADate]: { en: 'not a real date (YYYY-MM-DD)', zh: '不是有效日期（YYYY-MM-DD）' },
  [CHILD_REASONS.future]: { en: 'must not be in the future', zh: '不能晚于今天' },
  [CHILD_REASONS.tooOld]: { en: CHILD_REASONS.tooOld, zh: '不能早于 18 年前' },
  [CHILD_REASONS.nameLength]: { en: 'must be 1 to 50 characters', zh: '应为 1 至 50 个字' },
  [CHILD_REASONS.controlCharacters]: { en: 'must not contain control characters', zh: '不能包含控制字符' },
  [REASONS.tooManyFields]: { en: 'too many fields', zh: '字段过多' },
};

const partNames: Record<string, Texts> = {
  body: { en: 'request body', zh: '请求体' },
  querystring: { en: 'query', zh: '查询参数' },
  params: { en: 'path', zh: '路径参数' },
  headers: { en: 'headers', zh: '请求头' },
};

function pathLabel(path: PropertyKey[], part: string, locale: Locale): string {
  if (path.length === 0) return partNames[part]?.[locale] ?? part;
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

function sizeReason(issue: $ZodIssue & { origin?: string }, bound: number | bigint, big: boolean): Texts {
  const n = String(bound);
  switch (issue.origin) {
    case 'string':
      if (!big && n === '1') return reasons.empty;
      return big ? { en: `too long: at most ${n} characters`, zh: `太长：最多 ${n} 个字符` } : { en: `too short: at least ${n} characters`, zh: `太短：至少 ${n} 个字符` };
    case 'array':
    case 'set':
      return big ? { en: `at most ${n} items`, zh: `最多 ${n} 项` } : { en: `at least ${n} items`, zh: `至少 ${n} 项` };
    default:
      return big ? { en: `must be at most ${n}`, zh: `不能大于 ${n}` } : { en: `must be at least ${n}`, zh: `不能小于 ${n}` };
  }
}

function reasonOf(issue: $ZodIssue): Texts {
  switch (issue.code) {
    case 'invalid_type': {
      // Fastify gives a body-less request a null body: at the root that means "missing".
      if (issue.input === undefined || (issue.input === null && issue.path.length === 0)) return reasons.required;
      const expected = typeNames[issue.expected] ?? { en: issue.expected, zh: issue.expected };
      return { en: `must be ${expected.en}`, zh: `应为${expected.zh}` };
    }
    case 'too_small':
      return sizeReason(issue, issue.minimum, false);
    case 'too_big':
      return sizeReason(issue, issue.maximum, true);
    case 'invalid_format':
      return reasons.format;
    case 'invalid_value': {
      if (issue.input === undefined) return reasons.required; // a missing enum field
      const values = issue.values.map((v) => JSON.stringify(v));
      return { en: `must be one of ${values.join(', ')}`, zh: `只能是 ${values.join('、')}` };
    }
    case 'not_multiple_of':
      return { en: `must be a multiple of ${String(issue.divisor)}`, zh: `应为 ${String(issue.divisor)} 的倍数` };
    default:
      return reasons.invalid;
  }
}

/** One "field (reason)" entry per problem, sorted by field, without duplicates. */
export function describeIssues(issues: $ZodIssue[], part: string, locale: Locale): string {
  const entries = new Set<string>();
  const open = locale === 'zh' ? '（' : ' (';
  const close = locale === 'zh' ? '）' : ')';
  const push = (label: string, reason: Texts) => entries.add(`${label}${open}${reason[locale]}${close}`);
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) push(pathLabel([...issue.path, key], part, locale), reasons.unknownField);
    } else if (issue.code === 'custom' && issue.message === NUL_MESSAGE) {
      push(pathLabel(issue.path, part, locale), refinementTexts[NUL_MESSAGE]!);
    } else if (issue.code === 'custom' && refinementTexts[issue.message]) {
      entries.add(refinementTexts[issue.message]![locale]);
    } else if (issue.code === 'custom' && customReasons[issue.message]) {
      push(pathLabel(issue.path, part, locale), customReasons[issue.message]!);
    } else {
      push(pathLabel(issue.path, part, locale), reasonOf(issue));
    }
  }
  return [...entries].sort().join(locale === 'zh' ? '、' : ', ');
}
