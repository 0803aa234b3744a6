/**
 * Lists of values: named option lists for selects, radios and trees.
 * A stored list may allow self-creation (the lovSearchAdd input), in which case institutions
 * add their own entries, visible only to themselves. 'country' and 'city' are built in: they
 * come from the bundled reference data, not from storage.
 */
import { z } from 'zod';
import { REASONS, definitionName, duplicateIssues, jsonRecord, loadVersioned, type LoadResult, type VersionEntry } from './common';

export type LovValue = string | number | boolean;
export interface LovEntry {
  value: LovValue;
  content: string;
  contentEn?: string | undefined;
  description?: string | undefined;
  children?: LovEntry[] | undefined;
  params?: Record<string, unknown> | undefined;
}

const lovValue = z.union([z.string().min(1).max(200), z.number(), z.boolean()]);

/** Entries of one level; values are unique among siblings (a tree may repeat them across levels). */
export const lovEntry: z.ZodType<LovEntry> = z.strictObject({
  value: lovValue,
  content: z.string().min(1).max(500),
  contentEn: z.string().max(500).optional(),
  description: z.string().max(1000).optional(),
  params: jsonRecord.optional(),
  get children() {
    return lovEntries.optional();
  },
});
export const lovEntries: z.ZodType<LovEntry[]> = z
  .array(lovEntry)
  .max(5000)
  .superRefine((entries, ctx) => {
    for (const issue of duplicateIssues(entries, (e) => `${typeof e.value}:${String(e.value)}`, (i) => [i, 'value'])) ctx.addIssue(issue);
  });

/** Built-in lists served from `@portal/shared`'s reference data; their names cannot be stored. */
export const BUILT_IN_LOVS = ['country', 'city'] as const;
export type BuiltInLov = (typeof BUILT_IN_LOVS)[number];
export function isBuiltInLov(name: string): name is BuiltInLov {
  return (BUILT_IN_LOVS as readonly string[]).includes(name);
}

/** Stored list of values, schema version 1. */
export const lovDefinitionV1 = z.strictObject({
  lovName: definitionName.refine((n) => !isBuiltInLov(n), { message: REASONS.reserved }),
  description: z.string().max(1000).optional(),
  /** Institutions may add entries of their own (POST /api/system/lov/selfcreate). */
  allow_self_create: z.boolean().optional(),
  entries: lovEntries,
});
export type LovDefinition = z.infer<typeof lovDefinitionV1>;

export const LOV_SCHEMA_VERSION = 1;
export const lovDefinitionVersions: Record<number, VersionEntry<LovDefinition>> = {
  1: { schema: lovDefinitionV1, toCurrent: (doc) => doc as LovDefinition },
};

export function loadLovDefinition(stored: unknown): LoadResult<LovDefinition> {
  return loadVersioned(lovDefinitionVersions, stored);
}
