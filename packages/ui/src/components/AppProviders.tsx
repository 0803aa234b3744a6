/**
 * Providers both apps need: antd locale and theme following the current language, antd's App
 * (context-aware message/notification/modal, handed to the call client) and the auth store.
 */
import { App, ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { AuthProvider } from '../identity/react';
import type { AuthStore } from '../identity/store';
import { setFeedback } from '../http/feedback';
import { antdLocale } from '../i18n/i18n';
import { useLanguage } from '../i18n/useLanguage';
import { brandTheme } from './theme';
import './accessibility.css';

function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => setFeedback(api), [api]);
  return null;
}

export function AppProviders({ authStore, children }: { authStore: AuthStore; children: ReactNode }) {
  const locale = useLanguage();
  return (
    <ConfigProvider locale={antdLocale(locale)} theme={brandTheme}>
      <App>
        <FeedbackBridge />
        <AuthProvider store={authStore}>{children}</AuthProvider>
      </App>
    </ConfigProvider>
  );
}
