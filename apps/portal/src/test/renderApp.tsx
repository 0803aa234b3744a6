/// <reference types="node" />
/**
 * Renders the real route tree to HTML in node (React's static prerender waits for lazy chunks),
 * with a preloaded auth store. No browser, no effects: it proves what each route renders.
 */
import type { MenuNode, UserInfo } from '@portal/shared';
import { AppProviders, createAuthStore, resources, type ApiResult } from '@portal/ui';
import i18next from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../App';

const memory = new Map<string, string>();
// Components read localStorage during render (pad mode, tokens); node has none.
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
    clear: () => memory.clear(),
  },
});

export function resetStorage(values: Record<string, string> = {}): void {
  memory.clear();
  for (const [k, v] of Object.entries(values)) memory.set(k, v);
}

export async function useLanguageForTest(lng: 'zh' | 'en'): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ resources, lng, fallbackLng: 'zh', interpolation: { escapeValue: false }, showSupportNotice: false });
  }
  await i18next.changeLanguage(lng);
}

const ok = <T,>(data: T, extra: Partial<ApiResult<T>> = {}): ApiResult<T> => ({ code: 200, success: true, data, message: '', ...extra });

export async function renderRoute(
  path: string,
  login: { user: UserInfo; menuTree: MenuNode[]; menuList: MenuNode[]; warnCode?: number } | null,
): Promise<string> {
  const store = createAuthStore({
    api: {
      reloadToken: async () => ok(login!.user, login?.warnCode ? { warn_code: login.warnCode } : {}),
      menuInfoTree: async () => ok({ menuTree: login!.menuTree, menuList: login!.menuList }),
      logout: async () => ok(null),
    },
    storage: globalThis.localStorage,
    loadMenus: true,
    applyLocale: () => undefined,
    reloadAtOrigin: () => undefined,
  });
  if (login) globalThis.localStorage.setItem('token', 'test-token');
  await store.loadLoginInfo();

  const { prelude } = await prerenderToNodeStream(
    <AppProviders authStore={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
