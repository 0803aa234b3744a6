import { describe, expect, it } from 'vitest';
import { initialTool, openTestPath } from './navigation';

describe('opening a new test', () => {
  it('a v2 test opens on its ready page, a Dream-ITS test on its testing page', () => {
    expect(openTestPath({ _id: 't1', tools_type: 'Dream-IT' }, new Set())).toBe('/dreamit/ready/test/t1');
    expect(openTestPath({ _id: 't1', tools_type: 'Dream-C-2.0' }, new Set())).toBe('/dreamit/ready/test/t1');
    expect(openTestPath({ _id: 't2', tools_type: 'Dream-ITS' }, new Set(['test_list']))).toBe('/dreamits/dreamits_testing/test/t2');
  });

  it('a speech test opens on its recording page', () => {
    expect(openTestPath({ _id: 't3', tools_type: 'SWAM-S' }, new Set(['dreamits_testing_3']))).toBe('/swam/cai/test/t3');
  });

  it('holders of the test-3 menu get the one-page-at-a-time route', () => {
    expect(openTestPath({ _id: 't2', tools_type: 'Dream-ITS' }, new Set(['dreamits_testing_3']))).toBe('/dreamits/dreamits_testing_3/test/t2');
  });
});

describe('the home page’s tool', () => {
  it('is the one in the address when it belongs to the flow, else the flow’s own', () => {
    expect(initialTool('v2', 'Dream-S-2.0')).toBe('Dream-S-2.0');
    expect(initialTool('v2', 'Dream-ITS')).toBe('Dream-IT');
    expect(initialTool('v1', null)).toBe('Dream-ITS');
    expect(initialTool('all', 'SWAM-S')).toBe('SWAM-S');
    expect(initialTool('v1', 'SWAM-S')).toBe('SWAM-S');
    expect(initialTool('all', 'Ment')).toBeNull();
    expect(initialTool('all', 'Dream-ITS')).toBe('Dream-ITS');
  });
});
