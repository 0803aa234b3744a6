import { describe, expect, it } from 'vitest';
import { FlowValidationError } from '../errors';
import { runFlow } from '../runner';
import { recordingContext } from '../test-support';
import type { FlowContext } from '../types';

async function continueWith(input: unknown, overrides: Partial<FlowContext> = {}) {
  const opened: string[] = [];
  const { ctx, recorded } = recordingContext({ openToolSite: (path) => void opened.push(path), ...overrides });
  const outcome = await runFlow(['c.continueTesting'], ctx, { input, showMsg: false });
  return { outcome, opened, navigations: recorded.navigations };
}

describe('c.continueTesting', () => {
  it('opens a v2 test at its ready page and a Dream-ITS test at the testing page on the tool site', async () => {
    const v2 = await continueWith([{ _id: 't-1', tools_type: 'Dream-IT', status: 'Active' }]);
    expect(v2.opened).toEqual(['/dreamit/ready/test/t-1']);
    const v1 = await continueWith([{ _id: 't/2', tools_type: 'Dream-ITS', status: 'ParentsTesting' }]);
    expect(v1.opened).toEqual(['/dreamits/dreamits_testing/test/t%2F2']);
    expect(v1.navigations).toEqual([]);
  });

  it('takes the test-3 route when the role holds dreamits_testing_3 (or the menu the step names)', async () => {
    const held = await continueWith([{ _id: 't-1', tools_type: 'Dream-ITS', status: 'Testing' }], { hasMenu: (id) => id === 'dreamits_testing_3' });
    expect(held.opened).toEqual(['/dreamits/dreamits_testing_3/test/t-1']);
    const { ctx } = recordingContext({ hasMenu: (id) => id === 'my_test3' });
    const opened: string[] = [];
    ctx.openToolSite = (path) => void opened.push(path);
    await runFlow([{ name: 'c.continueTesting', params: { test3Menu: 'my_test3' } }], ctx, { input: [{ _id: 'x', tools_type: 'Dream-ITS' }], showMsg: false });
    expect(opened).toEqual(['/dreamits/dreamits_testing_3/test/x']);
  });

  it('navigates instead when there is no tool site to open (on the tool site itself)', async () => {
    const { navigations, opened } = await continueWith({ _id: 't-1', tools_type: 'Dream-S-2.0', status: 'Additional' }, { openToolSite: undefined });
    expect(opened).toEqual([]);
    expect(navigations).toEqual(['/dreamit/ready/test/t-1']);
  });

  it('refuses an ended test or a row that names no test, opening nothing', async () => {
    for (const input of [[{ _id: 't-1', tools_type: 'Dream-IT', status: 'Close' }], [{ _id: 't-1', tools_type: 'Dream-IT', status: 'Failure' }], [{ name: 'no id' }], []]) {
      const opened: string[] = [];
      const { ctx } = recordingContext({ openToolSite: (path) => void opened.push(path) });
      await expect(runFlow(['c.continueTesting'], ctx, { input, showMsg: false })).rejects.toBeInstanceOf(FlowValidationError);
      expect(opened).toEqual([]);
    }
  });
});
