/**
 * Messages between a page and the mobile app that embeds it: a typed
 * message `{ type, params }`, and a close message sent 1 s after it is asked for.
 *
 * A page is in the mobile web view when the host app's bridge `window.ReactNativeWebView` (with a
 * `postMessage` function) is present: the app's web view injects it before the page's own
 * scripts run. There is deliberately no query flag: without the bridge there is nowhere to post.
 * Messages travel as JSON strings, the only thing that bridge carries.
 */
import { HOST_CLOSE_DELAY_MS, type FileInfo } from '@portal/shared';

/** What the page sends; `params` is typed per message. */
export interface HostMessages {
  /** Show a file in the app: a one-time link to its bytes and its file info. */
  open_preview: { link: string; file: FileInfo };
  /** A form's values (the form page answers the host's 'submit' with them). */
  params: Record<string, unknown>;
  /** Close the web view. */
  close: undefined;
}
export type HostMessageType = keyof HostMessages;
export interface HostMessage<K extends HostMessageType = HostMessageType> {
  type: K;
  params?: HostMessages[K];
}

export interface HostBridge {
  postMessage(data: string): void;
}

/** The part of `window` this module uses (tests hand in their own). */
export interface HostWindow {
  ReactNativeWebView?: Partial<HostBridge>;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: never): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  document?: { addEventListener: HostWindow['addEventListener']; removeEventListener: HostWindow['removeEventListener'] };
}

function browserWindow(): HostWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as HostWindow);
}

export function hostBridge(win: HostWindow | undefined = browserWindow()): HostBridge | null {
  const bridge = win?.ReactNativeWebView;
  return bridge && typeof bridge.postMessage === 'function' ? (bridge as HostBridge) : null;
}

export function isMobileWebView(win: HostWindow | undefined = browserWindow()): boolean {
  return hostBridge(win) !== null;
}

/** Sends `{ type, params }` to the host app; false when the page is not in the mobile web view. */
export function postToHost<K extends HostMessageType>(type: K, params: HostMessages[K], win: HostWindow | undefined = browserWindow()): boolean {
  const bridge = hostBridge(win);
  if (!bridge) return false;
  const message: HostMessage<K> = params === undefined ? { type } : { type, params };
  bridge.postMessage(JSON.stringify(message));
  return true;
}

/** Asks the host app to close the web view after `delayMs` (1 s by default); returns a cancel. */
export function closeHost(win: HostWindow | undefined = browserWindow(), delayMs = HOST_CLOSE_DELAY_MS): () => void {
  if (!win || !hostBridge(win)) return () => undefined;
  const timer = win.setTimeout(() => postToHost('close', undefined, win), delayMs);
  return () => win.clearTimeout(timer as never);
}

/** Reads a message from the host: a JSON string or an object with a string `type`; null otherwise. */
export function parseHostMessage(data: unknown): { type: string; params?: unknown } | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value === null || typeof value !== 'object' || typeof (value as { type?: unknown }).type !== 'string') return null;
  return value as { type: string; params?: unknown };
}

/**
 * Listens for the host app's messages (e.g. 'submit'). The app's web view dispatches them on
 * `window` (iOS) or on `document` (Android), so both are watched. Returns the unsubscribe.
 */
export function onHostMessage(handler: (message: { type: string; params?: unknown }) => void, win: HostWindow | undefined = browserWindow()): () => void {
  if (!win) return () => undefined;
  const listener = (event: { data: unknown }) => {
    const message = parseHostMessage(event.data);
    if (message) handler(message);
  };
  win.addEventListener('message', listener);
  win.document?.addEventListener('message', listener);
  return () => {
    win.removeEventListener('message', listener);
    win.document?.removeEventListener('message', listener);
  };
}
