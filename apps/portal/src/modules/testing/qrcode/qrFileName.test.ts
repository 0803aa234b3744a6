import { decodeQrParam, encodeQrParam } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { qrFileName } from './qrFileName';

describe('QR download name', () => {
  it('is a png name that depends only on the text', () => {
    expect(qrFileName('https://tool.example.cn/t?id=1')).toMatch(/^qrcode-[0-9a-f]{8}\.png$/);
    expect(qrFileName('小明')).toBe(qrFileName('小明'));
    expect(qrFileName('a')).not.toBe(qrFileName('b'));
  });

  it('round-trips the route parameter the page decodes', () => {
    const text = 'https://tool.example.cn/dreamits/token/abc?name=小明';
    expect(decodeQrParam(encodeQrParam(text))).toBe(text);
  });
});
