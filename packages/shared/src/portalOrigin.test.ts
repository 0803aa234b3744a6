import { portalOrigin, toolSiteOrigin } from './address';
import { describe, expect, it } from 'vitest';


describe('portal address from the tool site', () => {
  it('replaces tool with portal in a deployed origin', () => {
    expect(portalOrigin({ protocol: 'https:', hostname: 'tool.example.cn', port: '', origin: 'https://tool.example.cn' }, false)).toBe('https://portal.example.cn');
  });
  it('uses port 9620 on localhost', () => {
    expect(portalOrigin({ protocol: 'http:', hostname: 'localhost', port: '9630', origin: 'http://localhost:9630' }, false)).toBe('http://localhost:9620');
  });
  it('uses port 9620 when served from the tool port on an intranet address', () => {
    expect(portalOrigin({ protocol: 'http:', hostname: '10.1.2.3', port: '9630', origin: 'http://10.1.2.3:9630' }, false)).toBe('http://10.1.2.3:9620');
  });
  it('is the inverse of the portal’s tool-site rule', () => {
    const portal = { protocol: 'https:', hostname: 'portal.kids.cn', port: '', origin: 'https://portal.kids.cn' };
    const tool = new URL(toolSiteOrigin(portal, false));
    expect(portalOrigin({ protocol: tool.protocol, hostname: tool.hostname, port: tool.port, origin: tool.origin }, false)).toBe(portal.origin);
  });
});
