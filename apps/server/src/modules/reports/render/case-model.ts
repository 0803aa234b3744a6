/**
 * What a case report (compass v1, v2 or a summary) prints, already resolved into one language by
 * the caller: the renderer lays it out and never looks anything up. Checked with
 * `CaseReportModelSchema` when it arrives as a job payload.
 */
import { z } from 'zod';
import { ChildSchema, IsoDateSchema, LightSchema, PercentileSchema, REPORT_LOCALES } from './model';

export const CASE_KINDS = ['v1', 'v2', 'summary'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** An IANA zone Intl knows (an unknown one would throw while formatting the generated time). */
export const TimeZoneSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'unknown time zone');

const text = (max: number) => z.string().max(max);

export const CaseBlockSchema = z.object({
  /** e.g. the field's label in a v1 form, or none for a v2 paragraph. */
  label: text(200).optional(),
  /** Free text; line breaks start paragraphs, it flows over pages. */
  text: text(20_000),
});
export type CaseBlock = z.infer<typeof CaseBlockSchema>;

export const CaseSectionSchema = z.object({
  title: text(200).min(1),
  blocks: z.array(CaseBlockSchema).max(200),
});
export type CaseSection = z.infer<typeof CaseSectionSchema>;

/** One line of a bound report's summary table (a composite score). */
export const CaseScoreRowSchema = z.object({
  name: text(200).min(1),
  raw: z.number(),
  standard: z.number(),
  ciLow: z.number(),
  ciHigh: z.number(),
  percentile: PercentileSchema,
  ageEquivalent: text(100).optional(),
  light: LightSchema,
});
export type CaseScoreRow = z.infer<typeof CaseScoreRowSchema>;

export const CaseBoundReportSchema = z.object({
  toolsType: text(100).min(1),
  toolName: text(300).min(1),
  testCode: text(100),
  reportVersion: text(50),
  testedAt: IsoDateSchema,
  rows: z.array(CaseScoreRowSchema).max(50),
});
export type CaseBoundReport = z.infer<typeof CaseBoundReportSchema>;

export const CaseReportModelSchema = z.object({
  locale: z.enum(REPORT_LOCALES),
  kind: z.enum(CASE_KINDS),
  demonstration: z.boolean(),
  institution: z.object({ name: text(300).min(1) }),
  /** The clinician who wrote and locked the case, in the report's language. */
  clinician: text(200),
  /** ISO timestamp; shown in `timeZone` (default Asia/Shanghai). */
  generatedAt: z.iso.datetime({ offset: true }),
  timeZone: TimeZoneSchema.optional(),
  /** `ageAtTest` is the age on the case date, formatted by the caller (4岁1个月3天 / 4 y 1 m 3 d). */
  child: ChildSchema.extend({ code: text(100) }),
  sections: z.array(CaseSectionSchema).max(50),
  reports: z.array(CaseBoundReportSchema).max(50),
});
export type CaseReportModel = z.infer<typeof CaseReportModelSchema>;

export { sampleCaseModel } from './case-sample';
