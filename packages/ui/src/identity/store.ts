/**
 * Login state: unknown → loggedIn | loggedOut. A tiny external store (no React) so
 * it can be unit-tested and read by both apps through `useSyncExternalStore`.
 */
import {
  normalizeLocale,
  STORAGE_KEYS,
  WARN_MUST_CHANGE_PASSWORD,
  type Locale,
  type MenuNode,
  type UserInfo,
} from '@portal/shared';
import type { KeyValueStorage } from '../http/client';
import type { UserApi } from './api';

export type AuthStatus = 'unknown' | 'loggedIn' | 'loggedOut';

export interface AuthState {
  status: AuthStatus;
  user: UserInfo | null;
  /** Root nodes as the server sends them (the shell shows the children of `main_local`). */
  menuTree: MenuNode[];
  /** Flat list of every menu the identity holds, permission menus included. */
  menuList: MenuNode[];
  /** realodToken answered warn_code 316: the forced change-password dialog must show. */
  mustChangePassword: boolean;
}

export interface AuthDeps {
  api: Pick<UserApi, 'reloadToken' | 'menuInfoTree' | 'logout'>;
  storage: KeyValueStorage;
  /** The portal needs the menu tree; the tool site does not. */
  loadMenus: boolean;
  /** Stores the language and re-initialises i18n. */
  applyLocale(locale: Locale): void;
  /** Called after a successful reload, once the locale is settled (sets document.title). */
  onLoggedIn?(user: UserInfo): void;
  /** Full reload at the site origin (after logout). */
  reloadAtOrigin(): void;
}

export const initialAuthState: AuthState = {
  status: 'unknown',
  user: null,
  menuTree: [],
  menuList: [],
  mustChangePassword: false,
};

const loggedOutState: AuthState = { ...initialAuthState, status: 'loggedOut' };

/** The page title: the product title, marked '(TEST)' in development builds. */
export function pageTitle(productTitle: string, development: boolean): string {
  return development ? `${productTitle} (TEST)` : productTitle;
}

export function createAuthStore(deps: AuthDeps) {
  let state: AuthState = initialAuthState;
  const listeners = new Set<() => void>();
  let inFlight: Promise<AuthState> | null = null;

  function set(next: AuthState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  async function reload(): Promise<AuthState> {
    if (!deps.storage.getItem(STORAGE_KEYS.token)) {
      set(loggedOutState);
      return state;
    }
    let user: UserInfo;
    let mustChangePassword: boolean;
    try {
      const result = await deps.api.reloadToken();
      user = result.data;
      mustChangePassword = result.warn_code === WARN_MUST_CHANGE_PASSWORD;
    } catch {
      // The client already toasted (and, for 306/310/311, dropped the token).
      set(loggedOutState);
      return state;
    }
    // The server may hand back a fresh token: keep whatever it says is current.
    if (user.token) deps.storage.setItem(STORAGE_KEYS.token, user.token);

    const locale = normalizeLocale(user.locale_type);
    if (locale !== normalizeLocale(deps.storage.getItem(STORAGE_KEYS.localLang))) deps.applyLocale(locale);

    let menuTree: MenuNode[] = [];
    let menuList: MenuNode[] = [];
    if (deps.loadMenus) {
      try {
        const menus = await deps.api.menuInfoTree();
        menuTree = menus.data.menuTree ?? [];
        menuList = menus.data.menuList ?? [];
      } catch {
        // Logged in without menus is still logged in; the shell shows an empty menu.
      }
    }
    // A forced logout may have landed while the menus were loading.
    if (!deps.storage.getItem(STORAGE_KEYS.token)) {
      set(loggedOutState);
      return state;
    }
    set({ status: 'loggedIn', user, menuTree, menuList, mustChangePassword });
    deps.onLoggedIn?.(user);
    return state;
  }

  return {
    getState: (): AuthState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Reloads the token (realodToken) and, in the portal, the menu tree. Concurrent calls share one run. */
    loadLoginInfo(): Promise<AuthState> {
      inFlight ??= reload().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    /** Local logout only (forced logout, cancelled identity choice). */
    setLoggedOut(): void {
      deps.storage.removeItem(STORAGE_KEYS.token);
      set(loggedOutState);
    },
    /** Start-up with `from` in the query: no login info is loaded, the stored token stays untouched. */
    skipLoginInfo(): void {
      set(loggedOutState);
    },
    /** Log out: tell the server (while the token still works), clear the token, reload at the origin. */
    async logout(): Promise<void> {
      await deps.api.logout().catch(() => undefined);
      deps.storage.removeItem(STORAGE_KEYS.token);
      set(loggedOutState);
      deps.reloadAtOrigin();
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
