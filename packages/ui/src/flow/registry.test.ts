import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFlowRegistry, defineStep, parseStepName } from './registry';
import { flowRegistry } from './runner';
import { builtInSteps } from './steps/index';

describe('parseStepName', () => {
  it.each([
    ['g.rows', { group: 'g', step: 'rows', isAsync: false }],
    ['g.asyncFetch', { group: 'g', step: 'asyncFetch', isAsync: true }],
    ['v.isRow', { group: 'v', step: 'isRow', isAsync: false }],
    ['vc.validField', { group: 'vc', step: 'validField', isAsync: false }],
    ['c.closeWindow', { group: 'c', step: 'closeWindow', isAsync: false }],
    ['f.drawer', { group: 'f', step: 'drawer', isAsync: false }],
    ['f.asyncModal', { group: 'f', step: 'asyncModal', isAsync: true }],
    ['g.fetchAsync', { group: 'g', step: 'fetchAsync', isAsync: false }],
    ['g.Async', { group: 'g', step: 'Async', isAsync: false }],
  ])('reads %s', (name, expected) => {
    expect(parseStepName(name)).toEqual(expected);
  });

  it.each([
    ['isRow'],
    ['x.isRow'],
    ['V.isRow'],
    ['v.'],
    ['.isRow'],
    ['v.is-row'],
    ['v.isRow.more'],
    ['v..isRow'],
    [' v.isRow'],
    ['v.isRow '],
    ['v.校验'],
    [''],
    [42],
    [null],
    [undefined],
    [{ name: 'v.isRow' }],
  ])('refuses %j', (name) => {
    expect(parseStepName(name)).toBeNull();
  });
});

const noop = (name: string) => defineStep({ name, params: z.object({}).strict(), run: ({ input }) => input });

describe('createFlowRegistry', () => {
  it('finds a registered step by its full name', () => {
    const step = noop('c.noop');
    const registry = createFlowRegistry([step]);
    expect(registry.get('c.noop')).toBe(step);
    expect(registry.get('c.other')).toBeUndefined();
    expect(registry.names()).toEqual(['c.noop']);
  });

  it('refuses a second step of the same name', () => {
    const registry = createFlowRegistry([noop('c.noop')]);
    expect(() => registry.register(noop('c.noop'))).toThrow('flow step "c.noop" is already registered');
  });

  it('refuses duplicates passed together', () => {
    expect(() => createFlowRegistry([noop('g.x'), noop('g.x')])).toThrow(/already registered/);
  });

  it.each(['noop', 'x.noop', 'c.', 'c.no-op'])('refuses the malformed name %s', (name) => {
    expect(() => createFlowRegistry([noop(name)])).toThrow(/must be "group.step"/);
  });

  it('keeps registries apart', () => {
    const a = createFlowRegistry();
    const b = createFlowRegistry();
    a.register(noop('c.only'));
    expect(b.get('c.only')).toBeUndefined();
  });
});

describe('built-in steps', () => {
  it('are exactly the generic steps, plus the test lists’ continue testing and the reports list’s download', () => {
    expect(flowRegistry().names()).toEqual([
      'c.closeWindow',
      'c.continueTesting',
      'c.download',
      'c.reload',
      'f.drawer',
      'f.modal',
      'g.asyncFetch',
      'g.fetch',
      'g.rows',
      'v.inUserInstitution',
      'v.isRow',
      'v.isRows',
      'v.unValidField',
      'v.validField',
      'vc.validField',
    ]);
  });

  it('share one default registry', () => {
    expect(flowRegistry()).toBe(flowRegistry());
  });

  it.each(builtInSteps.map((step) => [step.name, step] as const))('%s has a strict params schema', (_name, step) => {
    expect(step.params.safeParse({ unexpected: true }).success).toBe(false);
  });
});
