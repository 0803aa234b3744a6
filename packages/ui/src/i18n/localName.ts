import type { Locale } from '@portal/shared';

/** The name in the given language from a server record with `name`/`nameEn`, falling back to the other. */
export function localName(record: { name: string; nameEn: string }, locale: Locale): string {
  return locale === 'en' ? record.nameEn || record.name : record.name || record.nameEn;
}
