import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeKeptView } from './kept-view';
import { KEPT_VIEW_ID } from './policy';

/** A document holding one data block (what the worker put in the page), as far as takeKeptView reads it. */
function pageWith(text: string | null) {
  let block: { textContent: string; remove(): void } | null = text === null ? null : { textContent: text, remove: () => (block = null) };
  vi.stubGlobal('document', { getElementById: (id: string) => (id === KEPT_VIEW_ID ? block : null) });
}

const view = (patch: Record<string, unknown> = {}) => JSON.stringify({ testId: 't1', locale: 'zh-CN', envelope: { success: true, code: 200, data: { _id: 't1', answer_parents: { q1: 'a' } } }, ...patch });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the test view in a page the worker served without network', () => {
  it('is taken once, for its test and language', () => {
    pageWith(view());
    expect(takeKeptView('t1', 'zh-CN')).toEqual({ _id: 't1', answer_parents: { q1: 'a' } });
    expect(takeKeptView('t1', 'zh-CN')).toBeUndefined();
  });

  it('is not used for another test, another language, a refusal or a broken block', () => {
    for (const [text, testId, language] of [
      [view(), 't2', 'zh-CN'],
      [view(), 't1', 'en'],
      [view({ envelope: { success: false, code: 704, data: null } }), 't1', 'zh-CN'],
      ['{"testId":"t1",', 't1', 'zh-CN'],
    ] as const) {
      pageWith(text);
      expect(takeKeptView(testId, language), text).toBeUndefined();
    }
    pageWith(null);
    expect(takeKeptView('t1', 'zh-CN')).toBeUndefined();
  });
});
