import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestFn } from '../http/client';
import { submitFormPage } from './hostFormPage';

function fakeRequest(fail = false) {
  const calls: Array<{ method: string; url: string; data: unknown }> = [];
  const request = (async (method, url, options) => {
    calls.push({ method, url, data: options?.data });
    if (fail) throw new Error('refused');
    return { code: 200, success: true, data: null, message: '' };
  }) as RequestFn;
  return { request, calls };
}

/** The app's web view: the bridge the app injects, recording what the page posts. */
function inWebView(): string[] {
  const posted: string[] = [];
  vi.stubGlobal('window', { ReactNativeWebView: { postMessage: (m: string) => void posted.push(m) } });
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

describe('the form page’s submission (tool site and portal)', () => {
  it('sends the values to the definition’s call, then to the host app as params', async () => {
    const posted = inWebView();
    const { request, calls } = fakeRequest();
    expect(await submitFormPage({ submitApi: '/api/x', submitMethod: 'PUT' }, { a: 1 }, request)).toBe('posted');
    expect(calls).toEqual([{ method: 'PUT', url: '/api/x', data: { a: 1 } }]);
    expect(posted.map((p) => JSON.parse(p))).toEqual([{ type: 'params', params: { a: 1 } }]);
  });

  it('a refused call posts nothing to the host', async () => {
    const posted = inWebView();
    expect(await submitFormPage({ submitApi: '/api/x', submitMethod: 'POST' }, { a: 1 }, fakeRequest(true).request)).toBe('failed');
    expect(posted).toEqual([]);
  });

  it('outside the app: sent with a call, unsent (a preview) without one', async () => {
    const { request, calls } = fakeRequest();
    expect(await submitFormPage({ submitApi: '/api/x', submitMethod: 'POST' }, { a: 1 }, request)).toBe('sent');
    expect(await submitFormPage({ submitMethod: 'POST' }, { a: 1 }, request)).toBe('unsent');
    expect(calls).toHaveLength(1);
  });
});
