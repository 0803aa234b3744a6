/**
 * The parent pages' call client: the common client's light core (token and temtoken headers,
 * envelope, no cache) with the page's own toast instead of antd's.
 */
import { lazyBrowserClient, type ApiResult, type RequestOptions } from '@portal/ui/http/client';
import { showToast } from './toast';

export { ApiError } from '@portal/ui/http/client';

const browserClient = lazyBrowserClient(() => ({
  showError: (text) => showToast(text, 'error'),
  showWarning: (text) => showToast(text, 'warning'),
  // A parent has no login to lose; the page shows the message (306: the link's session is gone).
  onForcedLogout: () => undefined,
}));

export async function get<T>(path: string, params: RequestOptions['params'], options: { silent?: boolean } = {}): Promise<T> {
  const result: ApiResult<T> = await browserClient().request<T>('GET', path, { params, silent: options.silent ?? true });
  return result.data;
}

export async function post<T>(path: string, data: unknown, options: { silent?: boolean } = {}): Promise<T> {
  const result: ApiResult<T> = await browserClient().request<T>('POST', path, { data, silent: options.silent ?? true });
  return result.data;
}
