import { toolAgeFit } from '@portal/shared';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/resources/en';
import { zh } from '../i18n/resources/zh';
import { ageText, outOfRangeReason, spanText } from './ages';
import { optionsFor } from './ChildPicker';

let tZh: TFunction;
let tEn: TFunction;
beforeAll(async () => {
  const make = async (lng: string, messages: object) => {
    const instance = i18next.createInstance();
    await instance.init({ lng, resources: { [lng]: { translation: messages } }, interpolation: { escapeValue: false } });
    return instance.t;
  };
  [tZh, tEn] = [await make('zh', zh), await make('en', en)];
});

const TODAY = '2025-06-15';

describe('the child picker’s ages', () => {
  it('reads ages and tool spans as a clinician says them', () => {
    expect([0, 1, 8, 12, 30, 36, 71, 180].map((m) => ageText(m, tZh))).toEqual(['0 个月', '1 个月', '8 个月', '1 岁', '2 岁 6 个月', '3 岁', '5 岁 11 个月', '15 岁']);
    expect([1, 13, 180].map((m) => ageText(m, tEn))).toEqual(['1 month', '1 year 1 month', '15 years']);
    expect(spanText({ minMonths: 0, maxMonths: 36 }, tZh)).toBe('0–3 岁');
    expect(spanText({ minMonths: 36, maxMonths: 107 }, tEn)).toBe('3–8 years');
    expect(spanText({ minMonths: 30, maxMonths: 95 }, tZh)).toBe('2 岁 6 个月–7 岁');
  });

  it('gives the reason a child cannot take a tool, in each language, and none when it can', () => {
    expect(outOfRangeReason(toolAgeFit('Dream-IT', '2010-03-01', TODAY), tZh)).toBe('年龄 15 岁，超出本工具 0–3 岁范围');
    expect(outOfRangeReason(toolAgeFit('Dream-IT', '2010-03-01', TODAY), tEn)).toBe('Age 15 years, outside this tool’s 0–3 years range');
    expect(outOfRangeReason(toolAgeFit('Dream-S-2.0', '2024-01-01', TODAY), tZh)).toBe('年龄 1 岁 5 个月，超出本工具 3–8 岁范围');
    // Through the whole 36th month for a 0–3 tool; a day after, out.
    expect(toolAgeFit('Dream-IT', '2022-05-16', TODAY).fits).toBe(true);
    expect(toolAgeFit('Dream-IT', '2022-05-15', TODAY).fits).toBe(false);
    expect(outOfRangeReason(toolAgeFit('Dream-ITS', '2025-01-01', TODAY), tZh)).toBeNull();
  });

  it('makes out-of-range children options that cannot be chosen, with the reason as their note', () => {
    const child = (id: string, birthday: string) => ({ _id: id, name: `孩子${id}`, gender: 'male' as const, birthday, children_code: `C${id}`, phone_number: null, parent_phone: null, mrn_code: null, other_contact_details: null, createdTime: '' });
    const options = optionsFor([child('1', '2024-06-01'), child('2', '2010-03-01')], 'Dream-IT', TODAY, tZh);
    expect(options.map((o) => [o.label, o.disabled, o.note])).toEqual([
      ['孩子1（C1）', false, '1 岁'],
      ['孩子2（C2）', true, '年龄 15 岁，超出本工具 0–3 岁范围'],
    ]);
    expect(optionsFor([child('2', '2010-03-01')], null, TODAY, tZh)[0]!.disabled).toBe(false);
  });
});
