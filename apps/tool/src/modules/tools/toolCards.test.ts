import type { InstitutionTool } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { toolCards } from './toolCards';

const tool = (tools_type: string, status: InstitutionTool['status'] = 'active', name = `${tools_type} 中`, nameEn = `${tools_type} en`): InstitutionTool =>
  ({ _id: `id-${tools_type}`, tools_type, name, nameEn, status });

describe('tool cards', () => {
  it('puts active tools first, then the catalogue order', () => {
    const cards = toolCards([tool('SWAM-S'), tool('Dream-C-2.0', 'disabled'), tool('Dream-S-2.0'), tool('Custom-X')], 'zh');
    expect(cards.map((c) => [c.toolsType, c.active])).toEqual([
      ['Dream-S-2.0', true],
      ['SWAM-S', true],
      ['Custom-X', true],
      ['Dream-C-2.0', false],
    ]);
  });
  it('names cards in the current language, falling back to the other, then to the type', () => {
    expect(toolCards([tool('SPPA')], 'en')[0]!.name).toBe('SPPA en');
    expect(toolCards([tool('SPPA', 'active', '中文名', '')], 'en')[0]!.name).toBe('中文名');
    expect(toolCards([tool('SPPA', 'active', '', '')], 'zh')[0]!.name).toBe('SPPA');
  });
  it('handles no tools', () => expect(toolCards([], 'zh')).toEqual([]));
});
