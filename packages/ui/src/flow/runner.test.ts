import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../http/client';
import { FlowMessageError, FlowStop, FlowValidationError } from './errors';
import { createFlowRegistry, defineStep } from './registry';
import { runFlow } from './runner';
import { builtInSteps } from './steps/index';
import { recordingContext } from './test-support';
import type { FlowStepInput } from './types';

/** A registry of the built-ins plus steps that record what they see and throw on demand. */
function testRegistry(log: string[]) {
  const registry = createFlowRegistry(builtInSteps);
  const append = (name: string) =>
    defineStep({
      name,
      params: z.object({ add: z.string().default(name) }).strict(),
      run: ({ input, params }) => {
        log.push(name);
        return [...((input as string[] | undefined) ?? []), params.add];
      },
    });
  for (const name of ['g.one', 'g.asyncTwo', 'v.three', 'c.four', 'vc.five', 'f.six']) registry.register(append(name));
  registry.register(defineStep({ name: 'c.throw', params: z.object({}).strict(), run: ({ input }) => Promise.reject(input) }));
  return registry;
}

async function run(steps: FlowStepInput[], options: Parameters<typeof runFlow>[2] = {}) {
  const log: string[] = [];
  const { ctx, recorded } = recordingContext();
  const outcome = await runFlow(steps, ctx, { registry: testRegistry(log), ...options });
  return { outcome, log, recorded };
}

describe('runFlow: order and chaining', () => {
  it('runs the steps in order, each receiving the previous result', async () => {
    const { outcome, log } = await run(['g.one', 'v.three', { name: 'c.four', params: { add: 'x' } }]);
    expect(log).toEqual(['g.one', 'v.three', 'c.four']);
    expect(outcome).toEqual({ status: 'completed', result: ['g.one', 'v.three', 'x'] });
  });

  it('hands the run input to the first step', async () => {
    const { outcome } = await run(['g.one'], { input: ['start'] });
    expect(outcome).toEqual({ status: 'completed', result: ['start', 'g.one'] });
  });

  it('completes an empty flow with its input', async () => {
    expect((await run([], { input: 7 })).outcome).toEqual({ status: 'completed', result: 7 });
  });

  it('waits for asynchronous steps before the next one', async () => {
    const registry = createFlowRegistry([
      defineStep({ name: 'g.slow', params: z.object({}).strict(), run: () => new Promise((resolve) => setTimeout(() => resolve('late'), 5)) }),
      defineStep({ name: 'c.echo', params: z.object({}).strict(), run: ({ input }) => `${String(input)}!` }),
    ]);
    const { ctx } = recordingContext();
    expect(await runFlow(['g.slow', 'c.echo'], ctx, { registry })).toEqual({ status: 'completed', result: 'late!' });
  });
});

describe('runFlow: skipping', () => {
  it('runs async steps by default', async () => {
    expect((await run(['g.one', 'g.asyncTwo'])).log).toEqual(['g.one', 'g.asyncTwo']);
  });

  it('skips async steps when told not to run them, passing the result through', async () => {
    const { log, outcome } = await run(['g.one', 'g.asyncTwo', 'v.three'], { runAsync: false });
    expect(log).toEqual(['g.one', 'v.three']);
    expect(outcome).toEqual({ status: 'completed', result: ['g.one', 'v.three'] });
  });

  it.each<[string, ('g' | 'v' | 'c' | 'vc' | 'f')[], string[]]>([
    ['only validations', ['v'], ['v.three']],
    ['get and control', ['g', 'c'], ['g.one', 'g.asyncTwo', 'c.four']],
    ['vc is its own group, not v', ['vc'], ['vc.five']],
    ['dialogs only', ['f'], ['f.six']],
    ['no groups at all', [], []],
  ])('with groups %s runs %j', async (_name, groups, expected) => {
    const { log } = await run(['g.one', 'g.asyncTwo', 'v.three', 'c.four', 'vc.five', 'f.six'], { groups });
    expect(log).toEqual(expected);
  });

  it('combines the group filter with async skipping', async () => {
    const { log } = await run(['g.one', 'g.asyncTwo', 'v.three'], { groups: ['g'], runAsync: false });
    expect(log).toEqual(['g.one']);
  });
});

describe('runFlow: setup errors', () => {
  it.each<[string, FlowStepInput[], string]>([
    ['an unknown step', ['g.one', 'v.nothing'], 'No such flow defined: v.nothing'],
    ['a malformed name', ['isRow'], 'Flow setup error: the step name "isRow" must be "group.step" with group g, v, c, vc or f'],
    ['an unknown group', ['x.isRow'], 'Flow setup error: the step name "x.isRow" must be "group.step" with group g, v, c, vc or f'],
    ['an object without a name', [{ params: {} } as never], 'Flow setup error: the step name "undefined" must be "group.step" with group g, v, c, vc or f'],
    ['a step that is not text', [5 as never], 'Flow setup error: the step name "5" must be "group.step" with group g, v, c, vc or f'],
  ])('shows %s as a warning', async (_name, steps, message) => {
    const { outcome, recorded } = await run(steps);
    expect(recorded.toasts).toEqual([['warning', message]]);
    expect(outcome).toEqual({ status: 'failed', message });
  });

  it.each<[string, FlowStepInput[], RegExp]>([
    ['params of the wrong type', [{ name: 'v.isRow', params: { allowEmpty: 'yes' } }], /^Flow setup error: invalid parameters for the step "v\.isRow" \(allowEmpty: .+\)$/],
    ['missing required params', ['g.fetch'], /^Flow setup error: invalid parameters for the step "g\.fetch" \(url: .+\)$/],
    ['params the step does not take', [{ name: 'c.reload', params: { hard: true } }], /^Flow setup error: invalid parameters for the step "c\.reload" \(params: .+\)$/],
    ['a malformed condition', [{ name: 'v.validField', params: { condition: { key: '' } } }], /^Flow setup error: invalid parameters for the step "v\.validField" \(condition.*\)$/],
  ])('shows %s as a setup warning naming the field', async (_name, steps, message) => {
    const { outcome, recorded } = await run(steps);
    expect(recorded.toasts).toHaveLength(1);
    expect(recorded.toasts[0]?.[0]).toBe('warning');
    expect(recorded.toasts[0]?.[1]).toMatch(message);
    expect(outcome.status).toBe('failed');
  });

  it('checks every step before running any', async () => {
    const { log, recorded } = await run(['g.one', 'c.four', 'v.nothing']);
    expect(log).toEqual([]);
    expect(recorded.toasts).toEqual([['warning', 'No such flow defined: v.nothing']]);
  });

  it('checks steps that the group filter would skip too', async () => {
    const { log, recorded } = await run(['g.one', 'v.nothing'], { groups: ['g'] });
    expect(log).toEqual([]);
    expect(recorded.toasts[0]?.[1]).toBe('No such flow defined: v.nothing');
  });

  it('speaks Chinese to a Chinese user', async () => {
    const { ctx, recorded } = recordingContext({ locale: 'zh' });
    await runFlow(['v.nothing', 'bad'], ctx);
    await runFlow(['bad'], ctx);
    await runFlow([{ name: 'f.modal', params: { component: 'unknown/x' } }], ctx);
    expect(recorded.toasts).toEqual([
      ['warning', '未定义的流程：v.nothing'],
      ['warning', '流程配置错误：步骤名称“bad”应为“组.步骤”，组为 g、v、c、vc 或 f'],
      ['warning', '不存在的组件路径：unknown/x'],
    ]);
  });
});

describe('runFlow: error handling', () => {
  it.each<[string, unknown, [string, string][], string]>([
    ['a validation error shows the data-validation warning', new FlowValidationError('v.x', 'why'), [['warning', 'Data validation failed']], 'failed'],
    ['a message error shows its own text', new FlowMessageError('Pick a child first'), [['warning', 'Pick a child first']], 'failed'],
    ['a keyed message error shows the localised text', new FlowMessageError({ key: 'alreadyOpened' }), [['warning', 'The same dialog is already open']], 'failed'],
    ['a plain string shows as a warning', 'Plain words', [['warning', 'Plain words']], 'failed'],
    ['FlowStop ends silently', new FlowStop(), [], 'stopped'],
    ["the bare 'overProcess' string ends silently", 'overProcess', [], 'stopped'],
  ])('%s, and later steps do not run', async (_name, error, toasts, status) => {
    const { outcome, recorded, log } = await runWith(error);
    expect(recorded.toasts).toEqual(toasts);
    expect(outcome.status).toBe(status);
    expect(log).toEqual(['g.one']);
  });

  it.each<[string, unknown]>([
    ['a plain Error', new Error('boom')],
    ['a TypeError from a bug', new TypeError('x is undefined')],
    ['a failed call (already toasted by the client)', new ApiError(500, 'Internal server error')],
    ['an empty string', ''],
    ['a number', 42],
  ])('rethrows %s without a toast', async (_name, error) => {
    await expect(runWith(error)).rejects.toBe(error);
  });

  it.each<[string, unknown]>([
    ['a validation error', new FlowValidationError('v.x', 'why')],
    ['a message error', new FlowMessageError('text')],
    ['a plain string', 'Plain words'],
    ['overProcess', new FlowStop()],
    ['an unknown step', null],
  ])('with showMsg false rethrows %s and shows nothing', async (_name, error) => {
    const log: string[] = [];
    const { ctx, recorded } = recordingContext();
    const steps: FlowStepInput[] = error === null ? ['v.nothing'] : ['g.one', 'c.throw'];
    const registry = throwingRegistry(log, error);
    const attempt = runFlow(steps, ctx, { registry, showMsg: false });
    if (error === null) await expect(attempt).rejects.toBeInstanceOf(FlowMessageError);
    else await expect(attempt).rejects.toBe(error);
    expect(recorded.toasts).toEqual([]);
  });
});

function throwingRegistry(log: string[], error: unknown) {
  const registry = createFlowRegistry();
  registry.register(defineStep({ name: 'g.one', params: z.object({}).strict(), run: () => void log.push('g.one') }));
  registry.register(defineStep({ name: 'c.throw', params: z.object({}).strict(), run: () => Promise.reject(error) }));
  registry.register(defineStep({ name: 'c.four', params: z.object({}).strict(), run: () => void log.push('c.four') }));
  return registry;
}

async function runWith(error: unknown) {
  const log: string[] = [];
  const { ctx, recorded } = recordingContext();
  const outcome = await runFlow(['g.one', 'c.throw', 'c.four'], ctx, { registry: throwingRegistry(log, error) });
  return { outcome, recorded, log };
}

describe('runFlow: dialogs', () => {
  it('waits for a modal and passes its finish result on', async () => {
    let finish: (value: unknown) => void = () => {};
    const { ctx } = recordingContext({ open: () => new Promise((resolve) => (finish = resolve)) });
    const log: string[] = [];
    const registry = testRegistry(log);
    const running = runFlow([{ name: 'f.modal', params: { component: 'known/edit' } }, 'c.four'], ctx, { registry });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(log).toEqual([]);
    finish(['saved']);
    expect(await running).toEqual({ status: 'completed', result: ['saved', 'c.four'] });
  });

  it.each([undefined, null, false, 0, ''])('a falsy finish result (%j) stops the flow silently', async (result) => {
    const log: string[] = [];
    const { ctx, recorded } = recordingContext({ open: async () => result });
    const outcome = await runFlow([{ name: 'f.drawer', params: { component: 'known/edit' } }, 'c.four'], ctx, { registry: testRegistry(log) });
    expect(outcome).toEqual({ status: 'stopped' });
    expect(log).toEqual([]);
    expect(recorded.toasts).toEqual([]);
  });

  it('a falsy finish result rejects the run when showMsg is false', async () => {
    const { ctx } = recordingContext({ open: async () => undefined });
    await expect(runFlow([{ name: 'f.modal', params: { component: 'known/edit' } }], ctx, { showMsg: false })).rejects.toBeInstanceOf(FlowStop);
  });
});
