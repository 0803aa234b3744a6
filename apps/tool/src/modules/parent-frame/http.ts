/**
 * The parent pages' call client: the common client's light core (token and temtoken headers,
 * envelope, no cache) with the page's own toast instead of antd's. Typed by a call's contract,
 * which a page takes as a type only (`import type`) with the path from a zod-free paths module:
 * `get<typeof TESTING_CALLS.parentsInfo>(TESTING_PATHS.parentsInfo, { _id })`.
 */
import type { CallBody, CallContract, CallQuery, CallResult } from '@portal/shared';
import { lazyBrowserClient, type ApiResult, type RequestOptions } from '@portal/ui/http/client';
import { keepWhenControlled } from '../offline';
import { showToast } from './toast';

export { ApiError } from '@portal/ui/http/client';

const browserClient = lazyBrowserClient(() => ({
  showError: (text) => showToast(text, 'error'),
  showWarning: (text) => showToast(text, 'warning'),
  // A parent has no login to lose; the page shows the message (306: the link's session is gone).
  onForcedLogout: () => undefined,
}));

/** A call's query string; `{}` for a call without one. */
type QueryOf<C extends CallContract> = C['query'] extends object ? CallQuery<C> : Record<string, never>;

export async function get<C extends CallContract & { method: 'GET' }>(path: C['path'], query: QueryOf<C>, options: { silent?: boolean } = {}): Promise<CallResult<C>> {
  const ask = () => browserClient().request<CallResult<C>>('GET', path, { params: query as RequestOptions['params'], silent: options.silent ?? true });
  const result: ApiResult<CallResult<C>> = await ask();
  // Asked before the offline worker took over: asked again through it, so it keeps the answer.
  keepWhenControlled(path, query, ask);
  return result.data;
}

export async function post<C extends CallContract & { method: 'POST' }>(path: C['path'], body: CallBody<C>, options: { silent?: boolean } = {}): Promise<CallResult<C>> {
  const result: ApiResult<CallResult<C>> = await browserClient().request<CallResult<C>>('POST', path, { data: body, silent: options.silent ?? true });
  return result.data;
}
