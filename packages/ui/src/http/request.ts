/** The browser instance of the call client: real fetch, localStorage, antd feedback. */
import { emitForcedLogout } from '../identity/events';
import { lazyBrowserClient, type RequestBlobFn, type RequestFn } from './client';
import { feedback } from './feedback';

const browserClient = lazyBrowserClient(() => ({
  showError: (text) => void feedback().message.error(text),
  showWarning: (text) => feedback().notification.warning({ title: text }),
  onForcedLogout: emitForcedLogout,
}));

export const request: RequestFn = (method, url, options) => browserClient().request(method, url, options);

/** A file's bytes read with the token header (see `requestBlob` in client.ts). */
export const requestBlob: RequestBlobFn = (url, options) => browserClient().requestBlob(url, options);
