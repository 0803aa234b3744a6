/** Browser wiring of the auth store: the real call client, localStorage, i18n and page reloads. */
import i18next from 'i18next';
import { request } from '../http/request';
import { setLanguage } from '../i18n/i18n';
import { createUserApi } from './api';
import { onForcedLogout } from './events';
import { createAuthStore, pageTitle, type AuthStore } from './store';

export const userApi = createUserApi(request);

export type TitleKey = 'common.productTitle' | 'tool.title';

export function setDocumentTitle(titleKey: TitleKey): void {
  document.title = pageTitle(i18next.t(titleKey), import.meta.env.DEV);
}

export function createBrowserAuthStore(options: { loadMenus: boolean; titleKey: TitleKey }): AuthStore {
  const store = createAuthStore({
    api: userApi,
    storage: window.localStorage,
    loadMenus: options.loadMenus,
    applyLocale: setLanguage,
    onLoggedIn: () => setDocumentTitle(options.titleKey),
    reloadAtOrigin: () => window.location.replace(`${window.location.origin}/`),
  });
  onForcedLogout(() => store.setLoggedOut());
  return store;
}
