/** The browser instance of the call client: real fetch, localStorage, antd feedback. */
import { emitForcedLogout } from '../auth/events';
import { createClient, type RequestBlobFn, type RequestFn } from './client';
import { feedback } from './feedback';

let client: ReturnType<typeof createClient> | undefined;

// Built on first use so that merely importing the package (e.g. in node unit tests) never touches window.
function browserClient(): ReturnType<typeof createClient> {
  client ??= createClient({
    fetch: (input, init) => fetch(input, init),
    storage: window.localStorage,
    baseUrl: window.location.origin,
    showError: (text) => void feedback().message.error(text),
    showWarning: (text) => feedback().notification.warning({ title: text }),
    onForcedLogout: emitForcedLogout,
  });
  return client;
}

export const request: RequestFn = (method, url, options) => browserClient().request(method, url, options);

/** A file's bytes read with the token header (see `requestBlob` in client.ts). */
export const requestBlob: RequestBlobFn = (url, options) => browserClient().requestBlob(url, options);
