/** @portal/ui: what both web apps share. */
export { ApiError, acceptLanguage, buildUrl, contentDispositionName, contentRangeTotal, createClient } from './http/client';
export type { ApiResult, BlobOptions, BlobResult, ClientDeps, FetchLike, HttpMethod, KeyValueStorage, QueryParams, RequestBlobFn, RequestFn, RequestOptions } from './http/client';
export { request, requestBlob } from './http/request';
export { callAt, callWith } from './http/call';
export { feedback, setFeedback } from './http/feedback';
export type { Feedback } from './http/feedback';

export { createUserApi } from './identity/api';
export type { UserApi } from './identity/api';
export { emitForcedLogout, onForcedLogout } from './identity/events';
export { createAuthStore, initialAuthState, pageTitle } from './identity/store';
export type { AuthDeps, AuthState, AuthStatus, AuthStore } from './identity/store';
export { createBrowserAuthStore, setDocumentTitle, userApi } from './identity/browser';
export type { TitleKey } from './identity/browser';
export { AuthProvider, useAuth, useAuthStore, useOptionalAuthStore } from './identity/react';
export { canUseDemonstrationMode, hasMenu, isDemonstrationMode, setDemonstrationMode } from './identity/permissions';
export { sha256Hex, sha256HexSync } from './identity/sha256';

export { antdLocale, currentLanguage, dayjsLocale, initI18n, resources, setLanguage, storedLocale } from './i18n/i18n';
export { addLazyTexts, type LazyTexts } from './i18n/lazy';
export { localName } from './i18n/localName';
export { currentIdentityNames } from './identity/identity';
export type { I18nMessages } from './i18n/i18nextTypes';
export { useLanguage } from './i18n/useLanguage';

export { browserStartupEnv, isPadMode, PAD_MODE, readStartupQuery, runStartup, withoutQueryParams } from './startup/startup';
export type { StartupEnv, StartupQuery, StartupResult } from './startup/startup';

export { AppProviders } from './components/AppProviders';
export { brandTheme } from './components/theme';
export { FullPageSpin } from './components/FullPageSpin';
export { LanguageSwitch } from './components/LanguageSwitch';
export { IcpFooter, ICP_NUMBER, ICP_URL } from './components/IcpFooter';
export { Logo } from './components/Logo';

export { runFlow, flowRegistry } from './flow/runner';
export type { FlowOutcome, RunFlowOptions } from './flow/runner';
export { createFlowRegistry, defineStep, parseStepName } from './flow/registry';
export type { FlowRegistry, StepName } from './flow/registry';
export { builtInSteps } from './flow/steps/index';
export { FlowMessageError, FlowStop, FlowValidationError, isOverProcess, OVER_PROCESS } from './flow/errors';
export type { FlowMessage } from './flow/errors';
export { flowText } from './flow/messages';
export type { FlowMessageKey } from './flow/messages';
export { createDialogStore, DRAWER_DEFAULT_WIDTH, DRAWER_REMOVE_DELAY_MS } from './flow/drawers';
export type { DialogEntry, DialogStore, DialogTimer } from './flow/drawers';
export type { DialogKind, FlowContext, FlowStepDefinition, FlowStepInput, FlowUser, OpenDialogRequest, StepRunArgs, ToastLevel } from './flow/types';

export * from './form/index';
export * from './children/index';
export * from './questions/index';

export * from './dialogs/index';
export * from './actions/index';
export * from './table/index';

export * from './editors/index';

export * from './preview/index';
export * from './host/index';

export * from './video/index';
export * from './drafts/index';
