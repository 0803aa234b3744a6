/**
 * What an item-level report prints (speech tests such as SWAM and SPPA, and Ment's story tasks):
 * the child and the test, a few summary figures, one table row per item and text sections,
 * already resolved into one language by the caller, like the case report: the renderer lays it
 * out and never looks anything up. Checked with `ItemReportModelSchema` when it arrives as a job
 * payload; `kind: 'items'` tells it from a test report's model.
 */
import { z } from 'zod';
import { CaseSectionSchema, TimeZoneSchema } from './case-model';
import { ChildSchema, IsoDateSchema, REPORT_LOCALES } from './model';

const text = (max: number) => z.string().max(max);

export const ItemColumnSchema = z.object({
  title: text(100).min(1),
  /** Share of the content width; the widths of a table add up to 1. */
  width: z.number().positive().max(1),
  align: z.enum(['left', 'center']),
});
export type ItemColumn = z.infer<typeof ItemColumnSchema>;

export const ItemReportModelSchema = z
  .object({
    kind: z.literal('items'),
    locale: z.enum(REPORT_LOCALES),
    demonstration: z.boolean(),
    institution: z.object({ name: text(300).min(1) }),
    /** The report's title (e.g. 语音评估报告) and the tool's name under it. */
    title: text(200).min(1),
    toolName: text(300).min(1),
    reportVersion: text(50),
    clinician: text(200),
    child: ChildSchema.extend({ code: text(100) }),
    test: z.object({ code: text(100), date: IsoDateSchema }),
    /** Label and value pairs in a panel (items, recorded, mean accuracy…). */
    summaryTitle: text(200).min(1),
    summary: z.array(z.tuple([text(100), text(300)])).max(12),
    /** A sentence under the summary that stands out (e.g. Ment's state), or none. */
    conclusion: text(2_000).optional(),
    itemsTitle: text(200).min(1),
    columns: z.array(ItemColumnSchema).min(1).max(8),
    rows: z.array(z.array(text(500))).max(500),
    /** A note under the table (how the values were reached). */
    itemsNote: text(2_000).optional(),
    sections: z.array(CaseSectionSchema).max(20),
    /** ISO timestamp; shown in `timeZone` (default Asia/Shanghai). */
    generatedAt: z.iso.datetime({ offset: true }),
    timeZone: TimeZoneSchema.optional(),
  })
  .refine((m) => m.rows.every((row) => row.length === m.columns.length), 'every row has one cell per column');
export type ItemReportModel = z.infer<typeof ItemReportModelSchema>;

export const isItemReportModel = (model: unknown): model is ItemReportModel =>
  typeof model === 'object' && model !== null && (model as { kind?: unknown }).kind === 'items';
