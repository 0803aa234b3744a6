import type { Locale } from '@portal/shared';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';

/**
 * zh / en switch. Each language is labelled in its own script so a user who cannot read the
 * current language still finds theirs. What a switch does (store only, or also tell the server)
 * is the caller's business.
 */
export function LanguageSwitch({ onChange, disabled, size }: { onChange(locale: Locale): void; disabled?: boolean; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  return (
    <Segmented<Locale>
      data-testid="language-switch"
      aria-label={t('common.language')}
      size={size}
      disabled={disabled}
      value={locale}
      onChange={onChange}
      options={[
        { label: <span data-testid="language-zh" lang="zh-CN">{t('common.languageZh')}</span>, value: 'zh' },
        { label: <span data-testid="language-en" lang="en">{t('common.languageEn')}</span>, value: 'en' },
      ]}
    />
  );
}
