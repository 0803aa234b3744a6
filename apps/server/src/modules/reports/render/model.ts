/**
 * What a report shows, already computed: the renderer formats and lays out, it never scores.
 * Checked with `ReportModelSchema` when it arrives as a job payload.
 */
import { z } from 'zod';

export const REPORT_LOCALES = ['zh', 'en'] as const;
export type ReportLocale = (typeof REPORT_LOCALES)[number];

export const LocalizedTextSchema = z.object({ zh: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const isoDate = IsoDateSchema;
export const LightSchema = z.enum(['red', 'green']);
export type Light = z.infer<typeof LightSchema>;

/** A percentile is a number, or '<1' / '>99' beyond the norm table's ends. */
export const PercentileSchema = z.union([z.number().min(0).max(100), z.enum(['<1', '>99'])]);

export const CompositeSchema = z.object({
  key: z.string().min(1),
  name: LocalizedTextSchema,
  raw: z.number(),
  standard: z.number(),
  ci: z.tuple([z.number(), z.number()]),
  percentile: PercentileSchema,
  ageEquivalent: z.string(),
  light: LightSchema,
});
export type ReportComposite = z.infer<typeof CompositeSchema>;

export const ZoneSchema = z.object({
  key: z.string().min(1),
  name: LocalizedTextSchema,
  standard: z.number(),
  light: LightSchema,
  description: LocalizedTextSchema,
});
export type ReportZone = z.infer<typeof ZoneSchema>;

/** The child block, shared by the test report and the case report. */
export const ChildSchema = z.object({
  name: z.string().min(1),
  gender: z.enum(['male', 'female']),
  birthDate: isoDate,
  /** Age at the test as years-months-days text, formatted by the caller in `locale`. */
  ageAtTest: z.string(),
});
export type ReportChild = z.infer<typeof ChildSchema>;

export const CurvePointSchema = z.object({ date: isoDate, ageMonths: z.number().min(0), standard: z.number() });

export const ReportModelSchema = z.object({
  institution: z.object({ name: LocalizedTextSchema }),
  /** `label`: how the tool type reads (its list-of-values label); the code `type` is never printed. */
  tool: z.object({ type: z.string().min(1), label: LocalizedTextSchema.optional(), name: LocalizedTextSchema }),
  reportVersion: z.string(),
  locale: z.enum(REPORT_LOCALES),
  child: ChildSchema,
  test: z.object({ code: z.string(), date: isoDate, clinician: z.string() }),
  composites: z.array(CompositeSchema).min(1),
  zones: z.array(ZoneSchema).length(4),
  curve: z.object({
    /** Which score is plotted, e.g. 总语言 / Total language. */
    seriesName: LocalizedTextSchema,
    points: z.array(CurvePointSchema),
    mean: z.number().optional(),
    sd: z.number().positive().optional(),
  }),
  developmentalAge: z.object({ age: LocalizedTextSchema, summary: LocalizedTextSchema }),
  interventionTargets: z.array(LocalizedTextSchema),
  /** Free text in `locale`; blank lines or line breaks separate paragraphs. */
  clinicianComments: z.string().max(20_000),
  demonstration: z.boolean(),
  /** ISO timestamp; shown in `timeZone` (default Asia/Shanghai). */
  generatedAt: z.iso.datetime({ offset: true }),
  timeZone: z.string().optional(),
});
export type ReportModel = z.infer<typeof ReportModelSchema>;
