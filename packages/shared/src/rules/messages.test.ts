import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors';
import { ruleMessage, ruleMessages, ruleText, type RuleMessageKey } from './messages';

const keys = Object.keys(ruleMessages) as RuleMessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('rule messages', () => {
  it.each(keys)('%s has non-empty zh and en texts', (key) => {
    expect(ruleMessages[key].zh.trim()).not.toBe('');
    expect(ruleMessages[key].en.trim()).not.toBe('');
  });

  it.each(keys)('%s uses the same placeholders in both languages', (key) => {
    expect(placeholders(ruleMessages[key].en)).toEqual(placeholders(ruleMessages[key].zh));
  });

  it.each(keys)('%s: the English text has no Chinese characters', (key) => {
    expect(ruleMessages[key].en).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it.each(keys)('%s: the Chinese text is Chinese', (key) => {
    expect(ruleMessages[key].zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('carries the spec’s required text', () => {
    expect(ruleMessage('required', 'en', { field: 'Name' })).toBe('Cannot be empty: Name');
    expect(ruleMessage('required', 'zh', { field: '姓名' })).toBe('不能为空：姓名');
  });

  it('keeps an unknown placeholder visible when a parameter is missing', () => {
    expect(ruleMessage('required', 'en')).toBe('Cannot be empty: {field}');
  });

  it('shares the password text with the error catalogue', () => {
    expect(ruleMessages.password).toEqual({ zh: errorCatalogue.passwordRule.zh, en: errorCatalogue.passwordRule.en });
  });

  it('gives both languages at once', () => {
    expect(ruleText('numberTooSmall', { min: 3 })).toEqual({ zh: '不能小于 3', en: 'Cannot be less than 3' });
  });
});
