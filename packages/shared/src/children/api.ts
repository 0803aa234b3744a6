/**
 * Children records (/api/base/children/*).
 * The same schemas check the portal's forms and the server's input, so a value the browser
 * accepts is never refused later for another reason (the code clash aside).
 */
import { z } from 'zod';
import { TEL_PATTERN } from '../rules/field-rules';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const CHILD_MAX_AGE_YEARS = 18;
export const CHILDREN_PAGE_SIZE_MAX = 100;

/** Reasons attached to custom issues (the server prints "field (reason)" and translates them). */
export const CHILD_REASONS = {
  notADate: 'not a real date (YYYY-MM-DD)',
  future: 'must not be in the future',
  tooOld: `must not be more than ${CHILD_MAX_AGE_YEARS} years ago`,
  nameLength: 'must be 1 to 50 characters',
  controlCharacters: 'must not contain control characters',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');
export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A real calendar date in YYYY-MM-DD form (no 2024-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return y >= 1900 && date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
}

/** The earliest birthday allowed today: the same day 18 years ago (28 Feb for a 29 Feb today). */
export function earliestBirthday(today: Date = new Date()): string {
  const year = today.getFullYear() - CHILD_MAX_AGE_YEARS;
  const lastDay = new Date(year, today.getMonth() + 1, 0).getDate();
  return isoDate(new Date(year, today.getMonth(), Math.min(today.getDate(), lastDay)));
}

export const calendarDate = z.string().refine(isCalendarDate, { message: CHILD_REASONS.notADate });

/** Birthday of a child: not in the future, not more than 18 years ago, in the server's local date. */
export const childBirthday = z.string().superRefine((value, ctx) => {
  if (!isCalendarDate(value)) return ctx.addIssue({ code: 'custom', message: CHILD_REASONS.notADate, input: value });
  if (value > isoDate(new Date())) ctx.addIssue({ code: 'custom', message: CHILD_REASONS.future, input: value });
  else if (value < earliestBirthday()) ctx.addIssue({ code: 'custom', message: CHILD_REASONS.tooOld, input: value });
});

/** The tel rule: optional country code and a dash, then 11 digits starting with 1. */
export const telNumber = z.string().trim().regex(TEL_PATTERN);

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** 1–50 characters counted as characters (𠮷 is one), so rare names are not cut short. */
export const childName = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const length = [...value].length;
    if (length < 1 || length > 50) ctx.addIssue({ code: 'custom', message: CHILD_REASONS.nameLength, input: value });
    else if (CONTROL.test(value)) ctx.addIssue({ code: 'custom', message: CHILD_REASONS.controlCharacters, input: value });
  });

/** Codes are per institution, unique among its children that are not deleted. */
export const childrenCode = z.string().trim().min(1).max(32).regex(/^\S+$/);

/** Optional text fields: '' and null both mean "none". */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

const childFields = {
  name: childName,
  gender: z.enum(GENDERS),
  birthday: childBirthday,
  children_code: childrenCode,
  phone_number: optional(telNumber),
  parent_phone: optional(telNumber),
  mrn_code: optional(z.string().trim().max(64)),
  other_contact_details: optional(z.string().trim().max(500)),
};

/** A blank (absent, '' or null) code is given by the server: D<yyyymmdd><nnnn>, unique in the institution. */
export const childAddBody = z.strictObject({ ...childFields, children_code: optional(childrenCode) });
export type ChildAddBody = z.infer<typeof childAddBody>;

/** Only the fields sent change; optional fields are cleared with null or ''. */
export const childUpdateBody = z.strictObject({
  _id: z.string().trim().min(1).max(64),
  name: childFields.name.optional(),
  gender: childFields.gender.optional(),
  birthday: childFields.birthday.optional(),
  children_code: childFields.children_code.optional(),
  phone_number: childFields.phone_number,
  parent_phone: childFields.parent_phone,
  mrn_code: childFields.mrn_code,
  other_contact_details: childFields.other_contact_details,
});
export type ChildUpdateBody = z.infer<typeof childUpdateBody>;

export const childInfoQuery = z.object({ _id: z.string().trim().min(1).max(64) });

/** One id, or a list; every id must be a live child of the caller's institution or nothing is deleted. */
export const childDeleteBody = z
  .strictObject({
    _id: z.string().trim().min(1).max(64).optional(),
    ids: z.array(z.string().trim().min(1).max(64)).min(1).max(100).optional(),
  })
  .refine((b) => b._id !== undefined || b.ids !== undefined, { message: '_id or ids is required' });
export type ChildDeleteBody = z.infer<typeof childDeleteBody>;
/** Clients that cannot send a DELETE body put the id in the query. */
export const childDeleteQuery = z.object({ _id: z.string().trim().min(1).max(64).optional() });
export const childDeleteResult = z.object({ deleted: z.number().int() });

/** Empty query values (an untouched search field) count as absent. */
const filter = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const childrenListQuery = z.object({
  current: filter(z.coerce.number().int().min(1).max(100_000)),
  pageSize: filter(z.coerce.number().int().min(1).max(CHILDREN_PAGE_SIZE_MAX)),
  /** Part of the name, any case. */
  name: filter(z.string().trim().max(50)),
  /** The whole code. */
  children_code: filter(z.string().trim().max(32)),
  gender: filter(z.enum(GENDERS)),
  birthday_from: filter(calendarDate),
  birthday_to: filter(calendarDate),
  /** Part of the child's or the parent's phone number. */
  phone: filter(z.string().trim().regex(/^[0-9+-]{1,20}$/)),
  /** `recent`: the most recently added or tested first (the create-test picker); default newest first. */
  sort: filter(z.enum(['recent'])),
});
export type ChildrenListQuery = z.infer<typeof childrenListQuery>;

export const child = z.object({
  _id: z.string(),
  name: z.string(),
  gender: z.enum(GENDERS),
  birthday: z.string(),
  children_code: z.string(),
  phone_number: z.string().nullable(),
  parent_phone: z.string().nullable(),
  mrn_code: z.string().nullable(),
  other_contact_details: z.string().nullable(),
  /** ISO timestamp. */
  createdTime: z.string(),
});
export type Child = z.infer<typeof child>;
