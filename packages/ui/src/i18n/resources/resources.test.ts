import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';

function flatten(tree: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') Object.assign(out, flatten(value, path));
    else out[path] = value;
  }
  return out;
}

describe('translations', () => {
  const zhFlat = flatten(zh);
  const enFlat = flatten(en);

  it('zh and en have exactly the same keys', () => {
    expect(Object.keys(enFlat).sort()).toEqual(Object.keys(zhFlat).sort());
  });

  it('every value in both languages is a non-empty string', () => {
    for (const [key, value] of [...Object.entries(zhFlat), ...Object.entries(enFlat)]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('keys are namespaced', () => {
    const namespaces = new Set(Object.keys(zhFlat).map((k) => k.split('.')[0]));
    expect([...namespaces].sort()).toEqual(['action', 'aiReport', 'children', 'common', 'compass', 'consultation', 'content', 'drafts', 'editor', 'error', 'flow', 'form', 'identity', 'login', 'menu', 'menusPage', 'password', 'preview', 'qr', 'question', 'reportsPage', 'screening', 'shell', 'speech', 'statistics', 'swams', 'table', 'testing', 'tool', 'trainingFeedback', 'trainingStudents', 'video']);
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(zhFlat)) expect(placeholders(enFlat[key]), key).toEqual(placeholders(zhFlat[key]));
  });

  it('English texts contain no Chinese characters except the language names', () => {
    for (const [key, value] of Object.entries(enFlat)) {
      if (key === 'common.languageZh') continue;
      expect(String(value), key).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('carries the spec texts the tests and users look for', () => {
    expect(zhFlat['error.noPermission']).toBe('当前身份无相关权限');
    expect(enFlat['error.noPermission']).toBe('The current identity has no related permission');
    expect(enFlat['login.needIdentity']).toMatch(/choose an identity and an institution/);
  });
});
