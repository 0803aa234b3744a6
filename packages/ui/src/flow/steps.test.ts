import { describe, expect, it } from 'vitest';
import { FlowMessageError, FlowStop, FlowValidationError } from './errors';
import { runFlow } from './runner';
import { templateSource } from './steps/g-fetch';
import { recordingContext } from './test-support';
import type { FlowContext, FlowStepInput } from './types';

/** Runs steps with showMsg false so each step's own error surfaces as thrown. */
async function run(steps: FlowStepInput[], input: unknown, overrides: Partial<FlowContext> = {}) {
  const { ctx, recorded } = recordingContext(overrides);
  const outcome = await runFlow(steps, ctx, { input, showMsg: false });
  return { result: outcome.status === 'completed' ? outcome.result : undefined, recorded };
}

async function validationOf(steps: FlowStepInput[], input: unknown, overrides: Partial<FlowContext> = {}): Promise<string | null> {
  try {
    await run(steps, input, overrides);
    return null;
  } catch (error) {
    if (error instanceof FlowValidationError) return error.step;
    throw error;
  }
}

const row = (fields: Record<string, unknown>) => fields;

describe('g.rows', () => {
  it('gives the selected rows as the data', async () => {
    const rows = [row({ _id: 'a' }), row({ _id: 'b' })];
    const { result } = await run(['g.rows'], 'ignored', { rows: () => rows });
    expect(result).toEqual(rows);
  });

  it('gives a copy, so later steps cannot change the selection', async () => {
    const rows = [row({ _id: 'a' })];
    const { result } = await run(['g.rows'], undefined, { rows: () => rows });
    expect(result).not.toBe(rows);
  });

  it('gives an empty list when nothing is selected', async () => {
    expect((await run(['g.rows'], undefined)).result).toEqual([]);
  });
});

describe('g.fetch and g.asyncFetch', () => {
  it.each(['g.fetch', 'g.asyncFetch'])('%s calls with the configured method, url and params, filled from the data', async (name) => {
    const { result, recorded } = await run(
      [{ name, params: { method: 'POST', url: '/api/child/{_id}/archive', params: { id: '{_id}', age: '{age}', note: 'by {name}', fixed: 1 } } }],
      { _id: 'c/1', age: 5, name: '小明' },
    );
    expect(recorded.requests).toEqual([
      { method: 'POST', url: '/api/child/c%2F1/archive', params: { id: 'c/1', age: 5, note: 'by 小明', fixed: 1 } },
    ]);
    expect(result).toEqual({ answered: '/api/child/c%2F1/archive' });
  });

  it('defaults to GET without params', async () => {
    const { recorded } = await run([{ name: 'g.fetch', params: { url: '/api/list' } }], undefined);
    expect(recorded.requests).toEqual([{ method: 'GET', url: '/api/list' }]);
  });

  it('reads placeholders from the first row of a list, and other rows by index', async () => {
    const rows = [row({ _id: 'a', n: 1 }), row({ _id: 'b' })];
    const { recorded } = await run([{ name: 'g.fetch', params: { url: '/x/{_id}', params: { second: '{1._id}', n: '{n}' } } }], rows);
    expect(recorded.requests).toEqual([{ method: 'GET', url: '/x/a', params: { second: 'b', n: 1 } }]);
  });

  it('chains: the answer is the next step’s data', async () => {
    const { recorded } = await run(['g.rows', { name: 'g.fetch', params: { url: '/a/{_id}' } }, { name: 'g.fetch', params: { url: '/b?from={answered}' } }], undefined, {
      rows: () => [{ _id: 'r1' }],
    });
    expect(recorded.requests.map((r) => r.url)).toEqual(['/a/r1', '/b?from=%2Fa%2Fr1']);
  });

  it('leaves missing values empty in the url and undefined in params', async () => {
    const { recorded } = await run([{ name: 'g.fetch', params: { url: '/x/{missing}', params: { m: '{missing}' } } }], {});
    expect(recorded.requests).toEqual([{ method: 'GET', url: '/x/', params: { m: undefined } }]);
  });

  it('lets a failed call end the flow as the client left it', async () => {
    const failure = new Error('network request error!');
    await expect(run([{ name: 'g.fetch', params: { url: '/x' } }], undefined, { request: () => Promise.reject(failure) })).rejects.toBe(failure);
  });

  it('builds the template source of a list from its first row', () => {
    expect(templateSource([{ a: 1 }, { a: 2 }])).toEqual({ a: 1, 0: { a: 1 }, 1: { a: 2 } });
    expect(templateSource(['text'])).toEqual({ 0: 'text' });
    expect(templateSource([])).toEqual({});
    expect(templateSource({ a: 1 })).toEqual({ a: 1 });
  });
});

describe('v.isRow', () => {
  it.each<[string, unknown, Record<string, unknown> | undefined, string | null]>([
    ['one row passes', [{ a: 1 }], undefined, null],
    ['two rows fail', [{ a: 1 }, { a: 2 }], undefined, 'v.isRow'],
    ['no row fails', [], undefined, 'v.isRow'],
    ['no row passes with allowEmpty', [], { allowEmpty: true }, null],
    ['two rows still fail with allowEmpty', [{}, {}], { allowEmpty: true }, 'v.isRow'],
    ['a non-list fails', { a: 1 }, undefined, 'v.isRow'],
    ['nothing fails', undefined, undefined, 'v.isRow'],
  ])('%s', async (_name, input, params, expected) => {
    expect(await validationOf([params ? { name: 'v.isRow', params } : 'v.isRow'], input)).toBe(expected);
  });

  it('passes the rows on unchanged', async () => {
    const rows = [{ a: 1 }];
    expect((await run(['v.isRow'], rows)).result).toBe(rows);
  });
});

describe('v.isRows', () => {
  it.each<[string, unknown, string | null]>([
    ['one row passes', [{}], null],
    ['many rows pass', [{}, {}, {}], null],
    ['no row fails', [], 'v.isRows'],
    ['a non-list fails', 'rows', 'v.isRows'],
    ['nothing fails', null, 'v.isRows'],
  ])('%s', async (_name, input, expected) => {
    expect(await validationOf(['v.isRows'], input)).toBe(expected);
  });
});

describe('v.validField and v.unValidField', () => {
  const done = { key: 'status', value: 'done' };
  it.each<[string, unknown, string | null, string | null]>([
    // [case, data, v.validField result, v.unValidField result]
    ['one matching object', { status: 'done' }, null, 'v.unValidField'],
    ['one other object', { status: 'open' }, 'v.validField', null],
    ['every row matches', [{ status: 'done' }, { status: 'done' }], null, 'v.unValidField'],
    ['some rows match', [{ status: 'done' }, { status: 'open' }], 'v.validField', 'v.unValidField'],
    ['no row matches', [{ status: 'open' }], 'v.validField', null],
    ['an empty list', [], 'v.validField', null],
    ['nothing', undefined, 'v.validField', null],
  ])('%s', async (_name, data, valid, unValid) => {
    expect(await validationOf([{ name: 'v.validField', params: { condition: done } }], data)).toBe(valid);
    expect(await validationOf([{ name: 'v.unValidField', params: { condition: done } }], data)).toBe(unValid);
  });

  it('takes a list of conditions that must all hold', async () => {
    const condition = [done, { key: 'score', op: 'gte', value: 10 }];
    expect(await validationOf([{ name: 'v.validField', params: { condition } }], { status: 'done', score: 12 })).toBeNull();
    expect(await validationOf([{ name: 'v.validField', params: { condition } }], { status: 'done', score: 9 })).toBe('v.validField');
  });

  it('passes the data on unchanged', async () => {
    const data = { status: 'open' };
    expect((await run([{ name: 'v.unValidField', params: { condition: done } }], data)).result).toBe(data);
  });
});

describe('v.inUserInstitution', () => {
  it.each<[string, unknown, Record<string, unknown> | undefined, string | null | undefined, string | null]>([
    ['the first row belongs to the user’s institution', [{ institutionId: 'inst-1' }], undefined, 'inst-1', null],
    ['only the first row is checked', [{ institutionId: 'inst-1' }, { institutionId: 'other' }], undefined, 'inst-1', null],
    ['another institution fails', [{ institutionId: 'other' }], undefined, 'inst-1', 'v.inUserInstitution'],
    ['a named field', [{ org: { id: 'inst-1' } }], { field: 'org.id' }, 'inst-1', null],
    ['a named field that differs', [{ org: { id: 'x' }, institutionId: 'inst-1' }], { field: 'org.id' }, 'inst-1', 'v.inUserInstitution'],
    ['a numeric id compares as text', [{ institutionId: 7 }], undefined, '7', null],
    ['a row without the field fails', [{}], undefined, 'inst-1', 'v.inUserInstitution'],
    ['an empty value never matches an empty institution', [{ institutionId: '' }], undefined, '', 'v.inUserInstitution'],
    ['no user institution fails', [{ institutionId: 'inst-1' }], undefined, null, 'v.inUserInstitution'],
    ['no row fails', [], undefined, 'inst-1', 'v.inUserInstitution'],
    ['a non-list fails', { institutionId: 'inst-1' }, undefined, 'inst-1', 'v.inUserInstitution'],
  ])('%s', async (_name, input, params, institutionId, expected) => {
    const step: FlowStepInput = params ? { name: 'v.inUserInstitution', params } : 'v.inUserInstitution';
    expect(await validationOf([step], input, { user: () => ({ institutionId }) })).toBe(expected);
  });

  it('fails when nobody is logged in', async () => {
    expect(await validationOf(['v.inUserInstitution'], [{ institutionId: 'inst-1' }], { user: () => null })).toBe('v.inUserInstitution');
  });
});

describe('vc.validField', () => {
  const answer = { data: { child: { status: 'active', age: 4 } }, total: 1 };
  it.each<[string, Record<string, unknown>, string | null]>([
    ['a condition on the whole result', { condition: { key: 'total', value: 1 } }, null],
    ['a dotted key on the whole result', { condition: { key: 'data.child.status', value: 'active' } }, null],
    ['a condition on a sub-part', { path: 'data.child', condition: { key: 'age', op: 'lt', value: 6 } }, null],
    ['a failing condition on a sub-part', { path: 'data.child', condition: { key: 'status', value: 'archived' } }, 'vc.validField'],
    ['a missing sub-part', { path: 'data.parent', condition: { key: 'status', op: 'notEmpty' } }, 'vc.validField'],
    ['a missing sub-part may be required empty', { path: 'data.parent', condition: { key: 'status', op: 'empty' } }, null],
  ])('%s', async (_name, params, expected) => {
    expect(await validationOf([{ name: 'vc.validField', params }], answer)).toBe(expected);
  });

  it('checks a list as one value, by index', async () => {
    expect(await validationOf([{ name: 'vc.validField', params: { condition: { key: '0.a', value: 1 } } }], [{ a: 1 }, { a: 2 }])).toBeNull();
  });
});

describe('c.closeWindow', () => {
  it('closes the window and goes to the root by default', async () => {
    const { recorded, result } = await run(['c.closeWindow'], 'data');
    expect(recorded.closed).toBe(1);
    expect(recorded.navigations).toEqual(['/']);
    expect(result).toBe('data');
  });

  it('goes to a configured path', async () => {
    const { recorded } = await run([{ name: 'c.closeWindow', params: { path: '/children' } }], undefined);
    expect(recorded.navigations).toEqual(['/children']);
  });

  it('can close without navigating', async () => {
    const { recorded } = await run([{ name: 'c.closeWindow', params: { navigate: false } }], undefined);
    expect(recorded.closed).toBe(1);
    expect(recorded.navigations).toEqual([]);
  });
});

describe('c.reload', () => {
  it('reloads the table and passes the data on', async () => {
    const { recorded, result } = await run(['c.reload'], { a: 1 });
    expect(recorded.reloads).toBe(1);
    expect(result).toEqual({ a: 1 });
  });

  it('waits for an asynchronous reload before the next step', async () => {
    const order: string[] = [];
    const { ctx } = recordingContext({
      reload: () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            order.push('reloaded');
            resolve();
          }, 5),
        ),
      closeWindow: () => void order.push('closed'),
    });
    await runFlow(['c.reload', { name: 'c.closeWindow', params: { navigate: false } }], ctx);
    expect(order).toEqual(['reloaded', 'closed']);
  });
});

describe('c.download', () => {
  it('saves the first row’s file under its title, by the configured fields, and passes the data on', async () => {
    const saved: unknown[] = [];
    const rows = [row({ file_id: 'f-1', file_title: 'Report v1.pdf' }), row({ file_id: 'f-2' })];
    const { result } = await run([{ name: 'c.download', params: { idField: 'file_id', titleField: 'file_title' } }], rows, { download: async (file, extension) => void saved.push([file, extension]) });
    expect(saved).toEqual([[{ _id: 'f-1', title: 'Report v1.pdf' }, 'pdf']]);
    expect(result).toBe(rows);
  });

  it('refuses a row without the id', async () => {
    expect(await validationOf([{ name: 'c.download', params: { idField: 'file_id' } }], [row({ _id: 'x' })], { download: async () => undefined })).toBe('c.download');
  });
});

describe('f.modal and f.drawer', () => {
  it.each([
    ['f.modal', 'modal'],
    ['f.drawer', 'drawer'],
  ])('%s asks the context to open the component with its props and the data', async (name, kind) => {
    const { recorded, result } = await run([{ name, params: { component: 'known/edit', props: { mode: 'edit' }, width: 800, key: 'k' } }], { _id: 'a' });
    expect(recorded.opened).toEqual([{ kind, component: 'known/edit', props: { mode: 'edit' }, data: { _id: 'a' }, key: 'k', width: 800, onChanged: expect.any(Function) }]);
    expect(result).toEqual({ finished: 'known/edit' });
  });

  it('reloads the table when the open dialog says it changed rows, without waiting for it to close', async () => {
    const { recorded } = await run([{ name: 'f.modal', params: { component: 'known/edit' } }], { _id: 'a' });
    expect(recorded.reloads).toBe(0);
    recorded.opened[0]!.onChanged!();
    recorded.opened[0]!.onChanged!();
    expect(recorded.reloads).toBe(2);
  });

  it('defaults to no props, no key and the dialog’s own width', async () => {
    const { recorded } = await run([{ name: 'f.drawer', params: { component: 'known/view' } }], 1);
    expect(recorded.opened).toEqual([{ kind: 'drawer', component: 'known/view', props: {}, data: 1, key: undefined, width: undefined, onChanged: expect.any(Function) }]);
  });

  it.each(['f.modal', 'f.drawer'])('%s refuses an unknown component path before opening anything', async (name) => {
    const { ctx, recorded } = recordingContext();
    const outcome = await runFlow([{ name, params: { component: 'missing/Thing' } }], ctx);
    expect(outcome).toEqual({ status: 'failed', message: 'Non-existent component path: missing/Thing' });
    expect(recorded.toasts).toEqual([['warning', 'Non-existent component path: missing/Thing']]);
    expect(recorded.opened).toEqual([]);
  });

  it('raises the unknown path as a message error when showMsg is false', async () => {
    await expect(run([{ name: 'f.modal', params: { component: 'missing/x' } }], undefined)).rejects.toBeInstanceOf(FlowMessageError);
  });

  it('stops on a cancelled dialog', async () => {
    await expect(run([{ name: 'f.modal', params: { component: 'known/x' } }], undefined, { open: async () => null })).rejects.toBeInstanceOf(FlowStop);
  });
});
