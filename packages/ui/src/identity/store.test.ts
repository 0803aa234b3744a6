import type { MenuInfoTree, UserInfo } from '@portal/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiResult } from '../http/client';
import { memoryStorage } from '../http/memoryStorage';
import { createAuthStore, pageTitle, type AuthDeps } from './store';

const user: UserInfo = {
  _id: 'u1', token: 'fresh', username: 'doctor', nickname: 'Dr Li', institution: 'i1,i2', role: 'r1',
  institutionId: 'i1', roleId: 'r1', from_institution_name: 'Portal', from_role_mame: '', locale_type: 'en',
  institution_list: [], role_list: [],
};
const result = <T,>(data: T, extra: Partial<ApiResult<T>> = {}): ApiResult<T> => ({ code: 200, success: true, data, message: '', ...extra });
const menus: MenuInfoTree = { menuTree: [], menuList: [] };

function setup(token: string | null, overrides: Partial<AuthDeps['api']> = {}, loadMenus = true) {
  const storage = memoryStorage(token ? { token, localLang: 'zh' } : {});
  const applyLocale = vi.fn((l: string) => storage.setItem('localLang', l));
  const onLoggedIn = vi.fn();
  const reloadAtOrigin = vi.fn();
  const api = {
    reloadToken: vi.fn(async () => result(user)),
    menuInfoTree: vi.fn(async () => result(menus)),
    logout: vi.fn(async () => result(null)),
    ...overrides,
  };
  const store = createAuthStore({ api, storage, loadMenus, applyLocale, onLoggedIn, reloadAtOrigin });
  return { store, storage, api, applyLocale, onLoggedIn, reloadAtOrigin };
}

describe('auth store', () => {
  it('starts unknown and becomes loggedOut without a stored token, calling nothing', async () => {
    const { store, api } = setup(null);
    expect(store.getState().status).toBe('unknown');
    await store.loadLoginInfo();
    expect(store.getState().status).toBe('loggedOut');
    expect(api.reloadToken).not.toHaveBeenCalled();
  });

  it('logs in: user, menus, fresh token, locale from locale_type, title hook', async () => {
    const { store, storage, applyLocale, onLoggedIn } = setup('old');
    await store.loadLoginInfo();
    expect(store.getState()).toMatchObject({ status: 'loggedIn', user: { nickname: 'Dr Li' }, mustChangePassword: false });
    expect(storage.getItem('token')).toBe('fresh');
    expect(applyLocale).toHaveBeenCalledWith('en');
    expect(onLoggedIn).toHaveBeenCalledOnce();
  });

  it('does not re-apply a locale that is already stored', async () => {
    const { store, applyLocale } = setup('t', { reloadToken: vi.fn(async () => result({ ...user, locale_type: 'zh' as const })) });
    await store.loadLoginInfo();
    expect(applyLocale).not.toHaveBeenCalled();
  });

  it('flags the forced password change on warn_code 316', async () => {
    const { store } = setup('t', { reloadToken: vi.fn(async () => result(user, { warn: 'change it', warn_code: 316 })) });
    await store.loadLoginInfo();
    expect(store.getState().mustChangePassword).toBe(true);
  });

  it('becomes loggedOut when the reload fails', async () => {
    const { store } = setup('t', { reloadToken: vi.fn(async () => Promise.reject(new ApiError(311, 'expired'))) });
    await store.loadLoginInfo();
    expect(store.getState().status).toBe('loggedOut');
  });

  it('stays logged in with empty menus when only the menu call fails', async () => {
    const { store } = setup('t', { menuInfoTree: vi.fn(async () => Promise.reject(new ApiError(500, 'x'))) });
    await store.loadLoginInfo();
    expect(store.getState()).toMatchObject({ status: 'loggedIn', menuTree: [] });
  });

  it('skips the menu call on the tool site', async () => {
    const { store, api } = setup('t', {}, false);
    await store.loadLoginInfo();
    expect(api.menuInfoTree).not.toHaveBeenCalled();
  });

  it('shares one reload between concurrent callers', async () => {
    const { store, api } = setup('t');
    await Promise.all([store.loadLoginInfo(), store.loadLoginInfo()]);
    expect(api.reloadToken).toHaveBeenCalledOnce();
  });

  it('logout calls the server with the token still set, then clears it and reloads', async () => {
    let tokenDuringCall: string | null = null;
    const { store, storage, reloadAtOrigin } = setup('t', {
      logout: vi.fn(async () => ((tokenDuringCall = storage.getItem('token')), result(null))),
    });
    await store.logout();
    expect(tokenDuringCall).toBe('t');
    expect(storage.getItem('token')).toBeNull();
    expect(reloadAtOrigin).toHaveBeenCalledOnce();
  });

  it('notifies subscribers', async () => {
    const { store } = setup(null);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));
    await store.loadLoginInfo();
    expect(seen).toEqual(['loggedOut']);
  });

  it('marks development titles', () => {
    expect(pageTitle('平台', true)).toBe('平台 (TEST)');
    expect(pageTitle('平台', false)).toBe('平台');
  });
});
