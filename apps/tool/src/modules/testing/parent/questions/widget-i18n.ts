/**
 * The shared answer widgets (QuestionView) read their few words through react-i18next. Only this
 * page needs it, so i18next starts here, with just the widgets' `question.*` texts, and follows
 * the parent pages' language.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { questionEn } from '@portal/ui/i18n/resources/question.en';
import { questionZh } from '@portal/ui/i18n/resources/question.zh';
import { getLocale, onLocaleChange } from '../../../parent-frame';

let started = false;

export function startWidgetI18n(): void {
  if (started) return;
  started = true;
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { zh: { translation: { question: questionZh } }, en: { translation: { question: questionEn } } },
      lng: getLocale(),
      fallbackLng: 'zh',
      supportedLngs: ['zh', 'en'],
      interpolation: { escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    });
  }
  onLocaleChange(() => void i18next.changeLanguage(getLocale()));
}
