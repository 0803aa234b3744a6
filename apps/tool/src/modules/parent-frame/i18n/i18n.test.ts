import { describe, expect, it } from 'vitest';
import { en } from './en';
import { parentText } from './index';
import { zh } from './zh';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('parent texts', () => {
  it('has every text in zh and en with the same placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const key of Object.keys(zh) as Array<keyof typeof zh>) {
      expect(en[key].trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(parentText('zh', 'waiting', { n: 3 })).toBe('3 个答案等待发送——网络恢复后会自动发送');
    expect(parentText('en', 'waiting', { n: 3 })).toBe('3 answers waiting to be sent — they will go out when the network returns');
    expect(parentText('en', 'pageOf', { page: 2 })).toBe('Page 2 of {total}');
  });
});
