/**
 * Export of a configured table page (`GET /api/system/export`): the page's menu, the file format,
 * and the list's own filter parameters beside them, exactly as the page sends them to its list
 * call. The answer is the file's bytes, not an envelope (a refusal is an envelope, as any call's).
 */
import { z } from 'zod';

export const EXPORT_PATH = '/api/system/export';
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Names the export itself reads; every other query parameter is the list's filter. */
export const EXPORT_OWN_PARAMS = ['menuId', 'format', '_'] as const;

export const exportQuery = z.looseObject({
  menuId: z.string().trim().min(1).max(200),
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
});
export type ExportQuery = z.output<typeof exportQuery>;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
