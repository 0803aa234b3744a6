import type { MenuNode } from '@portal/shared';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDialogStore } from '../flow/drawers';
import { runFlow } from '../flow/runner';
import type { ToastLevel } from '../flow/types';
import { useLanguageForTest } from '../form/test-support';
import type { ApiResult, HttpMethod, RequestOptions } from '../http/client';
import { dialogComponents } from '../dialogs/components';
import { openDialog } from '../dialogs/DialogHost';
import { BatchResultList } from './BatchConfirm';
import { createActionContext, selectedRows } from './context';
import { splitSubmitApi } from './formPage';
import { actionName, actionsForRow, actionSteps, menuActions, rowMenuActions, toolbarActions, type MenuAction } from './menuActions';
import { MenuRowActions } from '../table/cells/operations';
import { runtime, withRuntime } from '../table/test-support';
import { sendModalForm } from './ModalForm';
import { batchResults, modalFormConfig, modalFormPayload } from './payload';

beforeEach(() => useLanguageForTest('zh'));

function node(menuId: string, extra: Partial<MenuNode> = {}): MenuNode {
  return { menuId, name: `中${menuId}`, nameEn: `En ${menuId}`, type: 'permission', icon: '', url: '', sort: 0, parentId: 'children', operate: null, ...extra };
}

const rows = [
  { _id: 'a', name: '王子涵', parent_phone: '13800138001', code: 'X1' },
  { _id: 'b', name: '王喆', parent_phone: null, code: 'X2' },
  { _id: 'c', name: '李欣怡', parent_phone: '13912345678', code: 'X3' },
];

type Call = { method: HttpMethod; url: string; options?: RequestOptions };
function recordingRequest(answer: unknown = { ok: true }) {
  const calls: Call[] = [];
  const request = async <T,>(method: HttpMethod, url: string, options?: RequestOptions): Promise<ApiResult<T>> => {
    calls.push(options === undefined ? { method, url } : { method, url, options });
    return { code: 200, success: true, data: answer as T, message: '' } as unknown as ApiResult<T>;
  };
  return { calls, request };
}

describe('action discovery from menuList', () => {
  const list: MenuNode[] = [
    node('children', { type: 'item', parentId: 'main_local', operate: { steps: ['g.rows'] } }),
    node('b_list', { sort: 20, operate: { steps: ['g.rows', 'v.isRows', 'f.drawer'], modalProps: { component: 'rowDetails' } } }),
    node('a_note', { type: 'item', sort: 10, operate: { steps: ['g.rows', 'v.isRow'], modalProps: { placement: 'row' } } }),
    node('both', { sort: 30, operate: { steps: ['g.rows'], modalProps: { placement: 'both' } } }),
    node('no_steps', { operate: { steps: [] } }),
    node('no_operate'),
    node('group', { type: 'group', operate: { steps: ['g.rows'] } }),
    node('elsewhere', { parentId: 'tests', operate: { steps: ['g.rows'] } }),
  ];

  it('finds the page menu’s item/permission children with steps, in menu order', () => {
    const found = menuActions(list, 'children');
    expect(found.map((a) => a.menuId)).toEqual(['a_note', 'b_list', 'both']);
    expect(found.map((a) => a.placement)).toEqual(['row', 'toolbar', 'both']);
    expect(toolbarActions(found).map((a) => a.menuId)).toEqual(['b_list', 'both']);
    expect(rowMenuActions(found).map((a) => a.menuId)).toEqual(['a_note', 'both']);
    expect(actionName(found[0]!, 'zh')).toBe('中a_note');
    expect(actionName(found[0]!, 'en')).toBe('En a_note');
    expect(menuActions(list, 'tests').map((a) => a.menuId)).toEqual(['elsewhere']);
  });

  it('fills step params from stepParams and dialog params from modalProps', () => {
    const action: MenuAction = {
      menuId: 'x',
      name: '联系备注',
      nameEn: 'Contact note',
      placement: 'both',
      steps: ['g.rows', 'v.validField', 'f.modal', { name: 'v.isRow', params: { allowEmpty: true } }],
      stepParams: { 'v.validField': { condition: { key: 'parent_phone', op: 'notEmpty' } } },
      modalProps: { component: 'form', width: 640, placement: 'both', fromName: 'f', sendApi: '/s' },
    };
    expect(actionSteps(action, { rowKey: '_id', locale: 'en' })).toEqual([
      'g.rows',
      { name: 'v.validField', params: { condition: { key: 'parent_phone', op: 'notEmpty' } } },
      { name: 'f.modal', params: { component: 'form', width: 640, props: { rowKey: '_id', title: 'Contact note', fromName: 'f', sendApi: '/s' } } },
      { name: 'v.isRow', params: { allowEmpty: true } },
    ]);
    // By index wins over by name.
    expect(actionSteps({ ...action, steps: ['v.validField'], stepParams: { '0': { condition: { key: 'k' } }, 'v.validField': { condition: { key: 'z' } } } }, { rowKey: '_id', locale: 'zh' })).toEqual([
      { name: 'v.validField', params: { condition: { key: 'k' } } },
    ]);
  });
});

describe('row actions shown by status (modalProps.showWhen)', () => {
  const list: MenuNode[] = [
    node('t_continue', { parentId: 'tests_x', sort: 10, operate: { steps: ['g.rows'], modalProps: { placement: 'row', showWhen: { key: 'status', value: ['Active', 'Testing'] } } } }),
    node('t_qrcode', { parentId: 'tests_x', sort: 20, operate: { steps: ['g.rows', 'f.modal'], modalProps: { placement: 'row', component: 'q', showWhen: { key: 'status', value: ['Active'] } } } }),
    node('t_view', { parentId: 'tests_x', sort: 30, operate: { steps: ['g.rows'], modalProps: { placement: 'row' } } }),
  ];
  const actions = menuActions(list, 'tests_x');

  it('offers an action only on rows meeting its condition; one without a condition on every row', () => {
    const ids = (status: string) => actionsForRow(actions, { status }).map((a) => a.menuId);
    expect(ids('Active')).toEqual(['t_continue', 't_qrcode', 't_view']);
    expect(ids('Testing')).toEqual(['t_continue', 't_view']);
    expect(ids('Close')).toEqual(['t_view']);
  });

  it('renders only those links in the row, and does not hand the condition to the dialog', () => {
    const html = withRuntime(<MenuRowActions row={{ _id: 'r', status: 'Close' }} />, runtime({ rowMenuActions: actions, runAction: () => undefined }));
    expect(html).toContain('table-row-action-t_view');
    expect(html).not.toContain('table-row-action-t_continue');
    expect(html).not.toContain('table-row-action-t_qrcode');
    const modal = actionSteps(actions[1]!, { rowKey: '_id', locale: 'en' })[1] as { params: { props: Record<string, unknown> } };
    expect(modal.params.props).not.toHaveProperty('showWhen');
  });
});

describe('row selection → flow context', () => {
  it('g.rows returns the selected rows; validation failures warn; the dialog gets the rows', async () => {
    const toasts: [ToastLevel, string][] = [];
    let keys: string[] = [];
    const store = createDialogStore();
    const { request } = recordingRequest();
    let reloads = 0;
    const ctx = createActionContext({
      locale: 'zh',
      rows: () => selectedRows(rows, keys, (r) => r._id),
      user: () => ({ institutionId: 'inst-1' }),
      request,
      toast: (level, text) => void toasts.push([level, text]),
      reload: () => void (reloads += 1),
      navigate: () => undefined,
      dialogs: { has: (p) => dialogComponents.has(p), open: (r) => openDialog(store, r, 'zh', (t) => toasts.push(['warning', t])) },
    });
    const action = menuActions(
      [node('note', { operate: { steps: ['g.rows', 'v.isRow', 'v.validField', 'f.modal', 'c.reload'], stepParams: { 'v.validField': { condition: { key: 'parent_phone', op: 'notEmpty' } } }, modalProps: { component: 'form', fromName: 'f' } } })],
      'children',
    )[0]!;
    const steps = actionSteps(action, { rowKey: '_id', locale: 'zh' });

    expect(await runFlow(steps, ctx)).toEqual({ status: 'failed', message: '数据校验失败' });
    keys = ['b'];
    expect(await runFlow(steps, ctx)).toEqual({ status: 'failed', message: '数据校验失败' });
    expect(toasts).toEqual([
      ['warning', '数据校验失败'],
      ['warning', '数据校验失败'],
    ]);

    keys = ['c'];
    const run = runFlow(steps, ctx);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    const [entry] = store.getSnapshot();
    expect(entry).toMatchObject({ kind: 'modal', component: 'form', data: [rows[2]], props: { fromName: 'f', rowKey: '_id', title: '中note' } });
    store.finish(entry!.key, { payload: {} });
    expect(await run).toMatchObject({ status: 'completed' });
    expect(reloads).toBe(1);

    // Cancelling the dialog ends the flow silently (overProcess): no reload, no toast.
    const cancelled = runFlow(steps, ctx);
    await new Promise((r) => setTimeout(r, 0));
    store.cancel(store.getSnapshot()[0]!.key);
    expect(await cancelled).toEqual({ status: 'stopped' });
    expect(reloads).toBe(1);
    expect(toasts).toHaveLength(2);
  });

  it('a second drawer of the same action is refused with the warning', async () => {
    const toasts: string[] = [];
    const store = createDialogStore();
    const ctx = createActionContext({
      locale: 'en',
      rows: () => rows.slice(0, 2),
      user: () => null,
      request: recordingRequest().request,
      toast: (_l, t) => void toasts.push(t),
      reload: () => undefined,
      navigate: () => undefined,
      dialogs: { has: (p) => dialogComponents.has(p), open: (r) => openDialog(store, r, 'en', (t) => toasts.push(t)) },
    });
    const steps = actionSteps(menuActions([node('list', { operate: { steps: ['g.rows', 'v.isRows', 'f.drawer'], modalProps: { component: 'rowDetails' } } })], 'children')[0]!, { rowKey: '_id', locale: 'en' });
    void runFlow(steps, ctx);
    await new Promise((r) => setTimeout(r, 0));
    expect(await runFlow(steps, ctx)).toEqual({ status: 'stopped' });
    expect(toasts).toEqual(['The same dialog is already open']);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ kind: 'drawer', width: '95%', data: rows.slice(0, 2) });
  });

  it('unknown component paths and a missing dialog layer give the spec message', async () => {
    const toasts: string[] = [];
    const ctx = createActionContext({ locale: 'en', rows: () => rows, user: () => null, request: recordingRequest().request, toast: (_l, t) => void toasts.push(t), reload: () => undefined, navigate: () => undefined });
    await runFlow(['g.rows', { name: 'f.drawer', params: { component: 'rowDetails' } }], ctx);
    expect(toasts).toEqual(['Non-existent component path: rowDetails']);
  });

  it('requests resolve with the answer’s data: GET as query, others as body', async () => {
    const { calls, request } = recordingRequest({ n: 1 });
    const ctx = createActionContext({ locale: 'en', rows: () => [], user: () => null, request, toast: () => undefined, reload: () => undefined, navigate: () => undefined });
    expect(await ctx.request('GET', '/g', { a: 1 })).toEqual({ n: 1 });
    await ctx.request('POST', '/p', { b: 2 });
    expect(calls).toEqual([
      { method: 'GET', url: '/g', options: { params: { a: 1 } } },
      { method: 'POST', url: '/p', options: { data: { b: 2 } } },
    ]);
  });
});

describe('modal form payload', () => {
  it('sends ids, rowArgs lists and the values, PUT by default', async () => {
    const config = modalFormConfig({ sendApi: '/api/x/send', rowArgs: ['code', 'parent_phone'] });
    expect(config).toMatchObject({ method: 'PUT', idParam: 'ids', single: false, rowKey: '_id' });
    expect(modalFormPayload(rows, config, { note: 'hi' })).toEqual({ ids: ['a', 'b', 'c'], code: ['X1', 'X2', 'X3'], parent_phone: ['13800138001', null, '13912345678'], note: 'hi' });
    const { calls, request } = recordingRequest({ saved: 3 });
    const result = await sendModalForm(request, config, rows.slice(0, 1), { note: 'n' });
    expect(calls).toEqual([{ method: 'PUT', url: '/api/x/send', options: { data: { ids: ['a'], code: ['X1'], parent_phone: ['13800138001'], note: 'n' } } }]);
    expect(result).toEqual({ payload: { ids: ['a'], code: ['X1'], parent_phone: ['13800138001'], note: 'n' }, data: { saved: 3 } });
  });

  it('honours method, rowKey, idParam/single and a {param: field} rowArgs map', () => {
    const config = modalFormConfig({ sendApi: '/s', method: 'post', rowKey: 'code', idParam: '_id', single: true, rowArgs: { phones: 'parent_phone' } });
    expect(config.method).toBe('POST');
    expect(modalFormPayload(rows.slice(2), config, { other_contact_details: 'x' })).toEqual({ _id: 'X3', phones: ['13912345678'], other_contact_details: 'x' });
    // A form value wins over a row list of the same name.
    expect(modalFormPayload(rows.slice(0, 1), modalFormConfig({ rowArgs: ['code'] }), { code: 'typed' })).toEqual({ ids: ['a'], code: 'typed' });
    expect(modalFormConfig({ method: 'PATCH' }).method).toBe('PUT');
  });
});

describe('batch confirm results', () => {
  it('status 200 is success, anything else or nothing an error', () => {
    const results = batchResults(rows, '_id', 'name', [
      { _id: 'a', status: 200 },
      { _id: 'b', status: 400, message: '没有家长电话' },
    ]);
    expect(results).toEqual([
      { id: 'a', label: '王子涵', ok: true, status: 200, message: '' },
      { id: 'b', label: '王喆', ok: false, status: 400, message: '没有家长电话' },
      { id: 'c', label: '李欣怡', ok: false, status: null, message: '' },
    ]);
    expect(batchResults(rows.slice(0, 1), '_id', undefined, { a: { status: '200', msg: 'ok' } })).toEqual([{ id: 'a', label: 'a', ok: true, status: 200, message: 'ok' }]);
  });

  it('renders blue success and red error tags', async () => {
    const html = renderToString(<BatchResultList results={batchResults(rows.slice(0, 2), '_id', 'name', [{ _id: 'a', status: 200 }, { _id: 'b', status: 500, message: 'boom' }])} />);
    expect(html).toMatch(/data-testid="batch-result-success" class="[^"]*ant-tag-blue[^"]*">成功</);
    expect(html).toMatch(/data-testid="batch-result-error" class="[^"]*ant-tag-red[^"]*">boom</);
    await useLanguageForTest('en');
    expect(renderToString(<BatchResultList results={[{ id: 'a', label: 'A', ok: true, status: 200, message: '' }]} />)).toContain('Success');
  });
});

describe('/from page submit address', () => {
  it('takes submitApi/submitMethod out of formProps', () => {
    const def = { from_name: 'f', fromItem: [], property: { labelCol: 6, formProps: { layout: 'vertical', submitApi: '/api/x', submitMethod: 'put' } } };
    expect(splitSubmitApi(def)).toEqual({ definition: { from_name: 'f', fromItem: [], property: { labelCol: 6, formProps: { layout: 'vertical' } } }, submitApi: '/api/x', submitMethod: 'PUT' });
    expect(splitSubmitApi({ from_name: 'g', fromItem: [] })).toEqual({ definition: { from_name: 'g', fromItem: [] }, submitMethod: 'POST' });
    expect(splitSubmitApi({ from_name: 'h', fromItem: [], property: { formProps: { submitApi: 'http://evil' } } }).submitApi).toBeUndefined();
  });
});
