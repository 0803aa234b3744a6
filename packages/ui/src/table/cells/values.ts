/** Turning cell values into text: the one place that decides how null, lists and objects read. */
import { cellText, DATE_FORMAT } from '@portal/shared';
import dayjs from 'dayjs';

// Shared with the server's export, so a spreadsheet reads values as the screen does.
export { cellText, listOf, templateText, valueAt } from '@portal/shared';

export const DATE_TIME_FORMAT = `${DATE_FORMAT} HH:mm:ss`;

export function formatDate(value: unknown, format: string): string {
  if (value === undefined || value === null || value === '') return '';
  const parsed = dayjs(value as string | number | Date);
  return parsed.isValid() ? parsed.format(format) : cellText(value);
}

export function extraOf(column: { extra?: Record<string, unknown> | undefined }): Record<string, unknown> {
  return column.extra ?? {};
}
