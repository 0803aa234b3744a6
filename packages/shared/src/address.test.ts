import { describe, expect, it } from 'vitest';
import { announcedOrigin, decodeQrParam, encodeQrParam, portalLoginHref, portalOrigin, toolReturnPath, toolSiteOrigin } from './address';

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

describe('origin announced by the server', () => {
  const page = (content: string | null) => ({
    querySelector: (selector: string) => (content !== null && selector === 'meta[name="tool-site-origin"]' ? { getAttribute: () => content } : null),
  });

  it('wins over the loopback port rule, so a test server on free ports links to its own tool site', () => {
    const loc = { protocol: 'http:', hostname: 'localhost', origin: 'http://localhost:41234' };
    expect(toolSiteOrigin(loc, false, announcedOrigin('tool', page('http://localhost:41235')))).toBe('http://localhost:41235');
  });
  it('is absent without the tag or outside a browser, and the spec rule applies', () => {
    expect(announcedOrigin('tool', page(null))).toBeNull();
    expect(announcedOrigin('tool', undefined)).toBeNull();
    expect(toolSiteOrigin({ protocol: 'http:', hostname: 'localhost', origin: 'http://localhost:9620' }, false)).toBe('http://localhost:9630');
  });
  it('ignores a tag that is not a bare http(s) origin', () => {
    for (const content of ['javascript:alert(1)', 'http://localhost:1/path', '', 'tool.example.cn']) expect(announcedOrigin('tool', page(content))).toBeNull();
  });
  it('gives the tool site the announced portal origin too', () => {
    const doc = { querySelector: (selector: string) => (selector === 'meta[name="portal-site-origin"]' ? { getAttribute: () => 'http://127.0.0.1:40001' } : null) };
    expect(portalOrigin({ protocol: 'http:', hostname: '127.0.0.1', port: '40002', origin: 'http://127.0.0.1:40002' }, false, announcedOrigin('portal', doc))).toBe('http://127.0.0.1:40001');
  });
});

describe('return to the tool site after login', () => {
  it('carries the page the clinician was on to the portal login and reads it back', () => {
    const href = portalLoginHref('http://localhost:9620', '/dreamit/end/test/abc?x=1');
    expect(href).toBe('http://localhost:9620/?tool_return=%2Fdreamit%2Fend%2Ftest%2Fabc%3Fx%3D1');
    expect(toolReturnPath(new URL(href).search)).toBe('/dreamit/end/test/abc?x=1');
  });
  it('sends the tool site home page to the plain login', () => {
    expect(portalLoginHref('http://localhost:9620', '/')).toBe('http://localhost:9620/');
  });
  it('accepts only a path on the tool site, never another address', () => {
    expect(toolReturnPath('?tool_return=https://evil.example')).toBeNull();
    expect(toolReturnPath('?tool_return=//evil.example/x')).toBeNull();
    expect(toolReturnPath('?tool_return=/\\evil.example')).toBeNull();
    expect(toolReturnPath(`?tool_return=${encodeURIComponent('/\t/evil.example')}`)).toBeNull();
    expect(toolReturnPath('?tool_return=')).toBeNull();
    expect(toolReturnPath('')).toBeNull();
  });
});
