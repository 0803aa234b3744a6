/** @portal/ui: what both web apps share. */
export { ApiError, acceptLanguage, buildUrl, createClient } from './http/client';
export type { ApiResult, ClientDeps, FetchLike, HttpMethod, KeyValueStorage, QueryParams, RequestFn, RequestOptions } from './http/client';
export { request } from './http/request';
export { feedback, setFeedback } from './http/feedback';
export type { Feedback } from './http/feedback';

export { createUserApi } from './auth/api';
export type { UserApi } from './auth/api';
export { emitForcedLogout, onForcedLogout } from './auth/events';
export { createAuthStore, initialAuthState, pageTitle } from './auth/store';
export type { AuthDeps, AuthState, AuthStatus, AuthStore } from './auth/store';
export { createBrowserAuthStore, setDocumentTitle, userApi } from './auth/browser';
export type { TitleKey } from './auth/browser';
export { AuthProvider, useAuth, useAuthStore } from './auth/react';
export { canUseDemonstrationMode, hasMenu, isDemonstrationMode, setDemonstrationMode } from './auth/permissions';
export { sha256Hex, sha256HexSync } from './auth/sha256';

export { antdLocale, currentLanguage, dayjsLocale, initI18n, resources, setLanguage, storedLocale } from './i18n/i18n';
export { localName } from './i18n/localName';
export { currentIdentityNames } from './auth/identity';
export type { I18nMessages } from './i18n/i18nextTypes';
export { useLanguage } from './i18n/useLanguage';

export { browserStartupEnv, isPadMode, PAD_MODE, readStartupQuery, runStartup, withoutQueryParams } from './startup/startup';
export type { StartupEnv, StartupQuery, StartupResult } from './startup/startup';

export { AppProviders, brandTheme } from './components/AppProviders';
export { FullPageSpin } from './components/FullPageSpin';
export { LanguageSwitch } from './components/LanguageSwitch';
export { IcpFooter, ICP_NUMBER, ICP_URL } from './components/IcpFooter';
export { Logo } from './components/Logo';
