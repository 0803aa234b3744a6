import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addLazyTexts, type LazyTexts } from '../lazy';
import { en } from './en';
import { speechTexts } from './speech.texts';
import { speechRecordingTexts } from './speechRecording.texts';
import { zh } from './zh';

/** The bundles that load with their page's chunk (lazy.ts): checked with the bundled texts. */
const LAZY: LazyTexts[] = [speechTexts, speechRecordingTexts];

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
  const lazyFlat = (lng: 'zh' | 'en') => Object.assign({}, ...LAZY.map((texts) => flatten(texts[lng]))) as Record<string, unknown>;
  const zhFlat = { ...flatten(zh), ...lazyFlat('zh') };
  const enFlat = { ...flatten(en), ...lazyFlat('en') };

  it('the lazily loaded texts add keys and never reuse a bundled one', () => {
    const bundled = new Set(Object.keys(flatten(zh)));
    const lazyKeys = LAZY.flatMap((texts) => Object.keys(flatten(texts.zh)));
    expect(lazyKeys.length).toBeGreaterThan(0);
    expect(lazyKeys.filter((key) => bundled.has(key))).toEqual([]);
    expect(new Set(lazyKeys).size).toBe(lazyKeys.length);
  });

  it('a lazily added bundle is read in both languages next to the bundled texts', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { zh: { translation: zh }, en: { translation: en } }, lng: 'zh', fallbackLng: 'zh', initAsync: false, showSupportNotice: false });
    expect(i18n.exists('testing.speech.start')).toBe(false);
    addLazyTexts(speechRecordingTexts, i18n);
    addLazyTexts(speechTexts, i18n);
    expect(i18n.t('testing.speech.start')).toBe('开始录音');
    expect(i18n.t('speech.review.title')).toBe('录音复核');
    expect(i18n.t('testing.test.loadFailed')).toBe(zh.testing.test.loadFailed);
    await i18n.changeLanguage('en');
    expect(i18n.t('testing.speech.start')).toBe('Start recording');
    expect(i18n.t('testing.test.loadFailed')).toBe(en.testing.test.loadFailed);
  });

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
