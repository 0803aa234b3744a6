/**
 * The calls a table page makes with its operate (README.md), the page's fixed parameters merged
 * into each: a sub-table (a drawer scoped to one institution, or one tool) sends its scope with
 * every list, info, create and update call, and the scope wins over a same-named search or form
 * value, so a typed value can never move a row out of the drawer's scope. Delete sends `{_id}`.
 */
import type { ApiResult, QueryParams, RequestFn } from '../http/client';
import type { TableOperate } from './operate';
import { listParams, type Pagination } from './params';

export type FixedParams = Readonly<Record<string, unknown>>;

export interface TableCalls {
  list(search: Readonly<Record<string, unknown>>, page: Pagination): Promise<ApiResult<unknown>>;
  info(id: string): Promise<ApiResult<Record<string, unknown>>>;
  create(values: Readonly<Record<string, unknown>>): Promise<unknown>;
  update(id: string, values: Readonly<Record<string, unknown>>): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

function needed(api: string | undefined, key: string): string {
  if (!api) throw new Error(`The table's operate has no ${key}`);
  return api;
}

export function tableCalls(request: RequestFn, operate: TableOperate, fixed: FixedParams = {}): TableCalls {
  return {
    list(search, page) {
      const params = listParams({ ...search, ...fixed }, page);
      return operate.method === 'GET' ? request('GET', operate.api, { params: params as QueryParams }) : request('POST', operate.api, { data: params });
    },
    info: (id) => request<Record<string, unknown>>('GET', needed(operate.infoApi, 'infoApi'), { params: { ...fixed, _id: id } as QueryParams }),
    create: (values) => request('POST', needed(operate.addApi, 'addApi'), { data: { ...values, ...fixed } }),
    update: (id, values) => request('PUT', needed(operate.updateApi, 'updateApi'), { data: { ...values, ...fixed, _id: id } }),
    remove: (id) => request('DELETE', needed(operate.deleteApi, 'deleteApi'), { data: { _id: id } }),
  };
}

/** One identity per content, so a parent that rebuilds the object each render does not reload the table. */
export function fixedParamsKey(fixed: FixedParams | undefined): string {
  return JSON.stringify(fixed ?? {});
}
