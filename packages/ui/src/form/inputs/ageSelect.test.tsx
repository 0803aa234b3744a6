import { beforeEach, describe, expect, it } from 'vitest';
import { form, renderForm, useLanguageForTest } from '../test-support';
import { exclusivePick } from './basic';
import { ageSelectorDate } from './dates';

beforeEach(() => useLanguageForTest('zh'));

describe('age selector (0–9 years, 0–12 months)', () => {
  const today = new Date(2026, 2, 31);
  it('gives the date that is that age before today; a missing half counts 0; nothing picked, no date', () => {
    expect(ageSelectorDate({ years: 2, months: 6 }, today)).toBe('2023-09-30');
    expect(ageSelectorDate({ years: 1 }, today)).toBe('2025-03-31');
    expect(ageSelectorDate({ months: 12 }, today)).toBe('2025-03-31');
    expect(ageSelectorDate({ months: 1 }, today)).toBe('2026-02-28');
    expect(ageSelectorDate({}, today)).toBeUndefined();
  });

  it('refuses an age outside what it offers', () => {
    expect(() => ageSelectorDate({ years: 10 }, today)).toThrow(RangeError);
    expect(() => ageSelectorDate({ months: 13 }, today)).toThrow(RangeError);
  });

  it('renders year and month choices with their units, in both languages', async () => {
    const definition = form([{ keyName: 'age_date', showName: '年龄', showNameEn: 'Age', input: { type: 'ageSelect' } }]);
    const zh = renderForm(definition, { initialValues: { age_date: '2024-01-01' } });
    expect(zh).toContain('data-testid="form-age-select-age_date"');
    expect(zh).toContain('个月');
    expect(zh).toContain('对应出生日期：2024-01-01');
    await useLanguageForTest('en');
    const en = renderForm(definition, { initialValues: { age_date: '2024-01-01' } });
    expect(en).toContain('months');
    expect(en).toContain('Matching birth date: 2024-01-01');
  });
});

describe('exclusive boxes (pass / not_pass, age / not_age)', () => {
  it('ticking the other box clears the first; unticking leaves none', () => {
    expect(exclusivePick([], ['pass'])).toBe('pass');
    expect(exclusivePick(['pass'], ['pass', 'not_pass'])).toBe('not_pass');
    expect(exclusivePick(['not_pass'], ['not_pass', 'pass'])).toBe('pass');
    expect(exclusivePick(['age'], [])).toBeUndefined();
  });
});
