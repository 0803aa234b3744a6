import { PRIVACY_DIALOGS } from '@portal/shared';
import { createDialogComponentRegistry } from '@portal/ui';
import { describe, expect, it } from 'vitest';
import { registerPrivacyDialogs } from './register';
import { childOf, nameConfirms } from './rows';

describe("a child's data dialogs", () => {
  it('registers both dialogs the seeded row actions name, once', () => {
    const registry = createDialogComponentRegistry();
    registerPrivacyDialogs(registry);
    registerPrivacyDialogs(registry);
    for (const path of Object.values(PRIVACY_DIALOGS)) expect(registry.has(path), path).toBe(true);
  });

  it('reads the clicked row, alone or as a list of one', () => {
    expect(childOf({ _id: 'c1', name: '乐乐', children_code: 'K-1' })).toEqual({ id: 'c1', name: '乐乐', code: 'K-1' });
    expect(childOf([{ _id: 'c2', name: 'Ann' }])).toEqual({ id: 'c2', name: 'Ann', code: '' });
    expect(childOf(null)).toEqual({ id: '', name: '', code: '' });
  });

  it('confirms only with the child’s exact name', () => {
    expect(nameConfirms(' 乐乐 ', '乐乐')).toBe(true);
    expect(nameConfirms('乐', '乐乐')).toBe(false);
    expect(nameConfirms('乐乐x', '乐乐')).toBe(false);
    expect(nameConfirms('', '')).toBe(false);
  });
});
