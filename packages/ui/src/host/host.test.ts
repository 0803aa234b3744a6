import type { FileInfo } from '@portal/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeHost, isMobileWebView, onHostMessage, parseHostMessage, postToHost, type HostWindow } from './host';

type Listener = (event: { data: unknown }) => void;

function fakeWindow(withBridge = true) {
  const posted: string[] = [];
  const listeners = { window: new Set<Listener>(), document: new Set<Listener>() };
  const win: HostWindow = {
    ...(withBridge ? { ReactNativeWebView: { postMessage: (data: string) => void posted.push(data) } } : {}),
    setTimeout: (handler, ms) => setTimeout(handler, ms),
    clearTimeout: (id) => clearTimeout(id),
    addEventListener: (_type, l) => void listeners.window.add(l),
    removeEventListener: (_type, l) => void listeners.window.delete(l),
    document: { addEventListener: (_type, l) => void listeners.document.add(l), removeEventListener: (_type, l) => void listeners.document.delete(l) },
  };
  return { win, posted, listeners };
}

const file: FileInfo = {
  _id: 'f1', title: '报告.pdf', createdTime: '2026-01-01T00:00:00Z', file_path: '/api/system/file/raw/f1', extension: 'pdf', size: 10,
  once_id: 'once', from_id: null, remark: '', source: 'report',
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('host messages', () => {
  it('detects the mobile web view by the app bridge only', () => {
    expect(isMobileWebView(fakeWindow().win)).toBe(true);
    expect(isMobileWebView(fakeWindow(false).win)).toBe(false);
    expect(isMobileWebView({ ...fakeWindow(false).win, ReactNativeWebView: {} })).toBe(false);
    expect(isMobileWebView(undefined)).toBe(false);
  });

  it('posts a typed message with params as a JSON string', () => {
    const { win, posted } = fakeWindow();
    expect(postToHost('open_preview', { link: 'https://x/resource/once/abc', file }, win)).toBe(true);
    expect(JSON.parse(posted[0]!)).toEqual({ type: 'open_preview', params: { link: 'https://x/resource/once/abc', file } });
    expect(postToHost('open_preview', { link: 'l', file }, fakeWindow(false).win)).toBe(false);
  });

  it('sends the close message one second after it is asked for, and not when cancelled', () => {
    const { win, posted } = fakeWindow();
    closeHost(win);
    vi.advanceTimersByTime(999);
    expect(posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(posted.map((p) => JSON.parse(p))).toEqual([{ type: 'close' }]);

    const other = fakeWindow();
    const cancel = closeHost(other.win);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(other.posted).toEqual([]);
  });

  it('hears the host on window and document, reading JSON strings and objects, ignoring anything else', () => {
    const { win, listeners } = fakeWindow();
    const heard: unknown[] = [];
    const stop = onHostMessage((m) => heard.push(m), win);
    for (const l of listeners.window) l({ data: '{"type":"submit"}' });
    for (const l of listeners.document) l({ data: { type: 'submit', params: { a: 1 } } });
    for (const l of listeners.window) l({ data: 'not json' });
    for (const l of listeners.window) l({ data: { no: 'type' } });
    expect(heard).toEqual([{ type: 'submit' }, { type: 'submit', params: { a: 1 } }]);
    stop();
    expect(listeners.window.size + listeners.document.size).toBe(0);
    expect(parseHostMessage(42)).toBeNull();
  });
});
