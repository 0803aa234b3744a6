import { describe, expect, it } from 'vitest';
import { decodeQrParam, encodeQrParam, toolSiteOrigin } from './address';

describe('tool-site address', () => {
  it('replaces portal with tool in a deployed origin', () => {
    const loc = { protocol: 'https:', hostname: 'portal.example.cn', origin: 'https://portal.example.cn' };
    expect(toolSiteOrigin(loc, false)).toBe('https://tool.example.cn');
  });
  it('uses port 9630 on the same host in development', () => {
    const loc = { protocol: 'http:', hostname: '10.1.2.3', origin: 'http://10.1.2.3:9620' };
    expect(toolSiteOrigin(loc, true)).toBe('http://10.1.2.3:9630');
  });
  it('uses port 9630 on localhost even in a production build', () => {
    const loc = { protocol: 'http:', hostname: 'localhost', origin: 'http://localhost:9620' };
    expect(toolSiteOrigin(loc, false)).toBe('http://localhost:9630');
  });
});

describe('QR path parameter', () => {
  it('decodes base64 then URI encoding, including Chinese text', () => {
    const text = 'https://tool.example.cn/t?id=42&name=小明';
    const param = btoa(encodeURIComponent(text));
    expect(decodeQrParam(param)).toBe(text);
    expect(decodeQrParam(encodeQrParam(text))).toBe(text);
  });
  it('accepts the URL-safe base64 alphabet', () => {
    const param = btoa(encodeURIComponent('a?b>c')).replace(/\+/g, '-').replace(/\//g, '_');
    expect(decodeQrParam(param)).toBe('a?b>c');
  });
  it('returns null for text that is not base64 or not URI-encoded', () => {
    expect(decodeQrParam('***')).toBeNull();
    expect(decodeQrParam(btoa('%E4%ZZ'))).toBeNull();
  });
});
