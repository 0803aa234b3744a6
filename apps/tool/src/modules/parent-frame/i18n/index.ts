/**
 * The parent pages' own small i18n (zh default, en): a dictionary per language and a hook. The
 * phone entry stays free of i18next; only the questions page starts it, for the shared widgets.
 */
import { normalizeLocale, STORAGE_KEYS, type Locale } from '@portal/shared';
import { useSyncExternalStore } from 'react';
import { en } from './en';
import { zh, type ParentTextKey } from './zh';

export type { ParentTextKey } from './zh';
const DICTIONARIES: Record<Locale, Record<ParentTextKey, string>> = { zh, en };

let current: Locale = readLocale();
const listeners = new Set<() => void>();

function readLocale(): Locale {
  try {
    return normalizeLocale(globalThis.localStorage?.getItem(STORAGE_KEYS.localLang));
  } catch {
    return 'zh';
  }
}

export function parentText(locale: Locale, key: ParentTextKey, params: Record<string, string | number> = {}): string {
  return DICTIONARIES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function getLocale(): Locale {
  return current;
}

/** Stores the language (shared with the other pages: `localLang`) and re-renders the pages. */
export function setLocale(locale: Locale): void {
  current = locale;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.localLang, locale);
  } catch {
    // Private mode: the choice lasts for this page.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'en' ? 'en' : 'zh-CN';
  for (const listener of [...listeners]) listener();
}

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type TFn = (key: ParentTextKey, params?: Record<string, string | number>) => string;

export function useLocale(): { locale: Locale; t: TFn } {
  const locale = useSyncExternalStore(onLocaleChange, getLocale, getLocale);
  return { locale, t: (key, params) => parentText(locale, key, params) };
}
