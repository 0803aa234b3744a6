/**
 * i18next set-up shared by both apps: zh (default) and en, one `translation` namespace with
 * namespaced keys (`login.*`, `shell.*` …). The language lives in localStorage 'localLang';
 * dayjs and antd follow it.
 */
import { normalizeLocale, STORAGE_KEYS, type Locale } from '@portal/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { en } from './resources/en';
import { zh } from './resources/zh';

export const resources = { zh: { translation: zh }, en: { translation: en } } as const;

export function storedLocale(storage: Pick<Storage, 'getItem'> = window.localStorage): Locale {
  return normalizeLocale(storage.getItem(STORAGE_KEYS.localLang));
}

export function dayjsLocale(locale: Locale): string {
  return locale === 'en' ? 'en' : 'zh-cn';
}

export function antdLocale(locale: Locale): AntdLocale {
  return locale === 'en' ? enUS : zhCN;
}

function applySideLocales(locale: Locale): void {
  dayjs.locale(dayjsLocale(locale));
  document.documentElement.lang = locale === 'en' ? 'en' : 'zh-CN';
}

/** Initialises once with the stored language; resources are bundled, so this is synchronous. */
export function initI18n(): typeof i18next {
  const locale = storedLocale();
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: locale,
      fallbackLng: 'zh',
      supportedLngs: ['zh', 'en'],
      interpolation: { escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    });
  }
  applySideLocales(locale);
  return i18next;
}

/** Stores the language and re-renders everything that uses it (no page reload). */
export function setLanguage(locale: Locale): void {
  window.localStorage.setItem(STORAGE_KEYS.localLang, locale);
  applySideLocales(locale);
  void i18next.changeLanguage(locale);
}

export function currentLanguage(): Locale {
  return normalizeLocale(i18next.resolvedLanguage ?? i18next.language);
}
