import { normalizeLocale, type Locale } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** The current language; components using it re-render when it changes. */
export function useLanguage(): Locale {
  const { i18n } = useTranslation();
  return normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
}
