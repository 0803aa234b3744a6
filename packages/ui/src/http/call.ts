/**
 * Calls by contract: the method, path and types come from the call's contract in @portal/shared,
 * so a client can neither misspell a path nor re-type an answer.
 */
import { pathWith, type CallBody, type CallContract, type CallParams, type CallQuery, type CallResult } from '@portal/shared';
import type { ApiResult, RequestFn, RequestOptions } from './client';

type Input<C extends CallContract> = Omit<RequestOptions, 'data' | 'params'> &
  (C['body'] extends object ? { body: CallBody<C> } : { body?: undefined }) &
  (C['query'] extends object ? { query: CallQuery<C> } : { query?: undefined }) &
  (C['params'] extends object ? { params: CallParams<C> } : { params?: undefined });
type Inputs<C extends CallContract> = C['body'] extends object ? [Input<C>] : C['query'] extends object ? [Input<C>] : C['params'] extends object ? [Input<C>] : [Input<C>?];

/** Runs `contract` through `request` (the app's call client): the answer is typed by the contract. */
export function callWith<C extends CallContract>(request: RequestFn, contract: C, ...[input]: Inputs<C>): Promise<ApiResult<CallResult<C>>> {
  const { body, query, params, ...options } = (input ?? {}) as Input<C>;
  const path = pathWith(contract.path, params as Record<string, string> | undefined);
  return request<CallResult<C>>(contract.method, path, { ...options, data: body, params: query as RequestOptions['params'] });
}

/**
 * The same for pages that must not load zod (the parents'): the contract named by type only
 * (`callAt<typeof X_CALLS.y>`), its method and path from a zod-free paths module; both must be the
 * contract's own.
 */
export function callAt<C extends CallContract>(request: RequestFn, method: C['method'], path: C['path'], ...inputs: Inputs<C>): Promise<ApiResult<CallResult<C>>> {
  return callWith(request, { method, path } as C, ...inputs);
}
