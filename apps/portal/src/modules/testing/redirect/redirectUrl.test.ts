import { toolSiteOrigin } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { toolSiteUrl, withAutoToken } from './redirectUrl';

describe('tool-site redirect address', () => {
  it('keeps path and query on the tool-site origin', () => {
    const origin = toolSiteOrigin({ protocol: 'https:', hostname: 'portal.example.cn', origin: 'https://portal.example.cn' }, false);
    expect(toolSiteUrl(origin, '/dreamits/token/abc', '?lang=en')).toBe('https://tool.example.cn/dreamits/token/abc?lang=en');
    expect(toolSiteUrl(origin, '/early', '')).toBe('https://tool.example.cn/early');
  });

  it('uses port 9630 in development', () => {
    const origin = toolSiteOrigin({ protocol: 'http:', hostname: '10.0.0.5', origin: 'http://10.0.0.5:5173' }, true);
    expect(toolSiteUrl(origin, '/dreamits/distributors/ORD-1', '')).toBe('http://10.0.0.5:9630/dreamits/distributors/ORD-1');
  });

  it('keeps encoded path segments encoded', () => {
    expect(toolSiteUrl('https://tool.x', '/dreamits/token/a%2Fb', '')).toBe('https://tool.x/dreamits/token/a%2Fb');
  });
});

describe('auto_token', () => {
  it('is appended as a query value', () => {
    expect(withAutoToken('https://tool.x/dreamits', 'tok 1')).toBe('https://tool.x/dreamits?auto_token=tok+1');
  });
  it('keeps the other values and replaces a stale auto_token', () => {
    const url = withAutoToken('https://tool.x/preview/dream/f1?mode=pad&auto_token=old', 'new');
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/preview/dream/f1');
    expect(parsed.searchParams.get('mode')).toBe('pad');
    expect(parsed.searchParams.getAll('auto_token')).toEqual(['new']);
  });
});
