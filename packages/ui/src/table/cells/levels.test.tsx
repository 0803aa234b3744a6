import { describe, expect, it } from 'vitest';
import { cacheWith, col, renderCell, runtime } from '../test-support';

describe('stay-days, localized and list-of-records lov cells', () => {
  it('colours the stay days green under 7, amber from 7, red from 14', () => {
    const html = (days: unknown) => renderCell('stayDays', col('island_stay_days'), { island_stay_days: days });
    expect(html(6)).toContain('data-level="green"');
    expect(html(6)).toContain('>6<');
    expect(html(7)).toContain('data-level="amber"');
    expect(html(13)).toContain('data-level="amber"');
    expect(html(14)).toContain('data-level="red"');
    expect(html(null)).toBe('');
  });

  it('shows a {zh, en} text in the current language, zh when en is missing', () => {
    const column = col('course_name');
    const row = { course_name: { zh: '语言小岛', en: 'Language islands' } };
    expect(renderCell('localized', column, row)).toBe('语言小岛');
    expect(renderCell('localized', column, row, runtime({ locale: 'en' }))).toBe('Language islands');
    expect(renderCell('localized', column, { course_name: { zh: '只有中文' } }, runtime({ locale: 'en' }))).toBe('只有中文');
  });

  it('looks up one field of each record with extra.itemKey', async () => {
    const lovCache = await cacheWith({ locks: [{ value: 'lock_1', content: '锁定1', contentEn: 'Lock 1' }, { value: 'lock_3', content: '锁定3', contentEn: 'Lock 3' }] });
    const column = col('lock_list', { lovName: 'locks', extra: { itemKey: 'lock_key' } });
    const row = { lock_list: [{ lock_key: 'lock_1', createdTime: 'x' }, { lock_key: 'lock_3', createdTime: 'y' }] };
    expect(renderCell('lov', column, row, runtime({ lovCache }))).toBe('锁定1、锁定3');
    expect(renderCell('lov', column, row, runtime({ lovCache, locale: 'en' }))).toBe('Lock 1, Lock 3');
  });
});
