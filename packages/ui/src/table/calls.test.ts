import { describe, expect, it } from 'vitest';
import type { ApiResult, HttpMethod, RequestFn, RequestOptions } from '../http/client';
import { fixedParamsKey, tableCalls } from './calls';
import { availableActions, readTableOperate } from './operate';

interface Sent {
  method: HttpMethod;
  url: string;
  options: RequestOptions | undefined;
}

function recorder(): { request: RequestFn; sent: Sent[] } {
  const sent: Sent[] = [];
  const request = (async (method: HttpMethod, url: string, options?: RequestOptions) => {
    sent.push({ method, url, options });
    return { code: 200, success: true, data: {}, message: '' } as ApiResult<unknown>;
  }) as RequestFn;
  return { request, sent };
}

const toolsOperate = readTableOperate({
  columns_name: 'institution_tool_columns',
  api: '/api/base/institution/tools/list',
  infoApi: '/api/base/institution/tools/info',
  addApi: '/api/base/institution/tools/add',
  updateApi: '/api/base/institution/tools/update',
  deleteApi: '/api/base/institution/tools/delete',
  modalProps: { fromName: 'institution_tool_form', createFromName: 'institution_tool_create_form' },
})!;

describe('table calls with fixed params (a sub-table scoped to one institution)', () => {
  const scope = { institution_id: 'inst-7' };

  it('sends the scope with the list, info, create and update calls; the scope wins over typed values', async () => {
    const { request, sent } = recorder();
    const calls = tableCalls(request, toolsOperate, scope);
    await calls.list({ name: 'x', institution_id: 'typed' }, { current: 2, pageSize: 20 });
    await calls.info('tool-1');
    await calls.create({ tools_type: 'SPPA', name: 'n', name_en: 'n', institution_id: 'other' });
    await calls.update('tool-1', { test_count: 40, _id: 'other-id' });
    expect(sent).toEqual([
      { method: 'GET', url: '/api/base/institution/tools/list', options: { params: { name: 'x', institution_id: 'inst-7', current: 2, pageSize: 20 } } },
      { method: 'GET', url: '/api/base/institution/tools/info', options: { params: { institution_id: 'inst-7', _id: 'tool-1' } } },
      { method: 'POST', url: '/api/base/institution/tools/add', options: { data: { tools_type: 'SPPA', name: 'n', name_en: 'n', institution_id: 'inst-7' } } },
      { method: 'PUT', url: '/api/base/institution/tools/update', options: { data: { test_count: 40, institution_id: 'inst-7', _id: 'tool-1' } } },
    ]);
  });

  it('delete sends only the id; a POST list sends the scope in the body; no fixed params change nothing', async () => {
    const { request, sent } = recorder();
    await tableCalls(request, toolsOperate, scope).remove('tool-1');
    const post = readTableOperate({ columns_name: 'c', api: '/l', method: 'POST' })!;
    await tableCalls(request, post, { tool_id: 't' }).list({}, { current: 1, pageSize: 10 });
    await tableCalls(request, toolsOperate).info('tool-2');
    expect(sent).toEqual([
      { method: 'DELETE', url: '/api/base/institution/tools/delete', options: { data: { _id: 'tool-1' } } },
      { method: 'POST', url: '/l', options: { data: { tool_id: 't', current: 1, pageSize: 10 } } },
      { method: 'GET', url: '/api/base/institution/tools/info', options: { params: { _id: 'tool-2' } } },
    ]);
  });

  it('refuses a call the operate does not name instead of calling undefined', () => {
    const bare = readTableOperate({ columns_name: 'c', api: '/l' })!;
    expect(() => tableCalls(recorder().request, bare).info('x')).toThrow(/no infoApi/);
  });

  it('keys fixed params by content, so a rebuilt object does not reload the table', () => {
    expect(fixedParamsKey({ institution_id: 'a' })).toBe(fixedParamsKey({ institution_id: 'a' }));
    expect(fixedParamsKey({ institution_id: 'a' })).not.toBe(fixedParamsKey({ institution_id: 'b' }));
    expect(fixedParamsKey(undefined)).toBe(fixedParamsKey({}));
  });
});

describe('a separate create form (modalProps.createFromName)', () => {
  it('is read from the operate; create needs it or the edit form, edit needs the edit form', () => {
    expect(toolsOperate).toMatchObject({ formName: 'institution_tool_form', createFormName: 'institution_tool_create_form' });
    const createOnly = readTableOperate({ columns_name: 'c', api: '/l', addApi: '/a', infoApi: '/i', updateApi: '/u', modalProps: { createFromName: 'new_form' } })!;
    expect(availableActions(createOnly, false)).toMatchObject({ create: true, edit: false });
    expect(readTableOperate({ columns_name: 'c', api: '/l', modalProps: { createFromName: ' ' } })!.createFormName).toBeUndefined();
  });
});
