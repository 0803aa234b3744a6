import { describe, expect, it } from 'vitest';
import { localized, TRAINING_TEXTS, trainingText } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('training texts', () => {
  it('has every text in zh and en with the same placeholders', () => {
    const { zh, en } = TRAINING_TEXTS;
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const key of Object.keys(zh) as Array<keyof typeof zh>) {
      expect(en[key].trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
    }
  });

  it('fills placeholders and falls back to zh for a course text without en', () => {
    expect(trainingText('en', 'trDayOf', { n: 3, total: 21 })).toBe('Day 3 of 21');
    expect(trainingText('zh', 'trDayOf', { n: 3, total: 21 })).toBe('第 3 / 21 天');
    expect(localized({ zh: '说出名字' }, 'en')).toBe('说出名字');
    expect(localized({ zh: '说出名字', en: 'Name it' }, 'en')).toBe('Name it');
  });
});
