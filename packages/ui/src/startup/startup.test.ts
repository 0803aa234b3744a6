import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../http/memoryStorage';
import { runStartup, withoutQueryParams, type StartupEnv } from './startup';

function env(href: string, local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const url = new URL(href);
  const replaced: string[] = [];
  const unregistered: number[] = [];
  const e: StartupEnv = {
    location: { href, search: url.search },
    history: { state: null, replaceState: (_s, _u, next) => void replaced.push(next) },
    localStorage: memoryStorage(local),
    sessionStorage: memoryStorage(session),
    serviceWorker: {
      getRegistrations: async () => [
        ...[1, 2].map((n) => ({ active: { scriptURL: `${url.origin}/service-worker-${n}.js` }, unregister: async () => (unregistered.push(n), true) })),
        // The tool site's own offline worker (parent pages) stays.
        { active: { scriptURL: `${url.origin}/sw.js` }, unregister: async () => (unregistered.push(3), true) },
      ],
    },
  };
  return { e, replaced, unregistered };
}

describe('start-up query values', () => {
  it('stores auto_token as the token and strips it from the address', () => {
    const { e, replaced } = env('https://tool.example.cn/dreamits?x=1&auto_token=abc&y=2#top');
    const result = runStartup(e);
    expect(e.localStorage.getItem('token')).toBe('abc');
    expect(replaced).toEqual(['/dreamits?x=1&y=2#top']);
    expect(result.loadLoginInfo).toBe(true);
  });

  it('stores mode and leaves the address alone without auto_token', () => {
    const { e, replaced } = env('https://portal.example.cn/?mode=pad');
    runStartup(e);
    expect(e.localStorage.getItem('mode')).toBe('pad');
    expect(replaced).toEqual([]);
  });

  it('from skips loading login info but keeps the stored token', () => {
    const { e } = env('https://portal.example.cn/from/child_form?from=app', { token: 'keep' });
    expect(runStartup(e).loadLoginInfo).toBe(false);
    expect(e.localStorage.getItem('token')).toBe('keep');
  });

  it('resets cached store data and unregisters service workers other than the tool site’s own', async () => {
    const { e, unregistered } = env('https://portal.example.cn/', { store_rice: '{}', localLang: 'en' }, { store_rice: '{}' });
    runStartup(e);
    await new Promise((r) => setTimeout(r, 0));
    expect(e.localStorage.getItem('store_rice')).toBeNull();
    expect(e.sessionStorage.getItem('store_rice')).toBeNull();
    expect(e.localStorage.getItem('localLang')).toBe('en');
    expect(unregistered).toEqual([1, 2]);
  });
});

describe('withoutQueryParams', () => {
  it('drops only the named values', () => {
    expect(withoutQueryParams('http://h/a/b?auto_token=1', ['auto_token'])).toBe('/a/b');
    expect(withoutQueryParams('http://h/a?k=%E4%B8%AD&auto_token=1', ['auto_token'])).toBe('/a?k=%E4%B8%AD');
  });
});
