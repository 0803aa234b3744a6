import { continueTestingPath, parentLinkPath } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { minutesLeft, qrDeadline } from './qrExpiry';
import { toolSiteHref } from './toolSite';

const deployed = { protocol: 'https:', hostname: 'portal.example.com', origin: 'https://portal.example.com' };
const local = { protocol: 'http:', hostname: 'localhost', origin: 'http://localhost:9620' };

describe('tool-site addresses', () => {
  it('opens continue testing on the tool site with the login token as auto_token', () => {
    const path = continueTestingPath({ _id: 't-1', tools_type: 'Dream-IT' });
    expect(toolSiteHref(path, 'tok en', deployed, false)).toBe('https://tool.example.com/dreamit/ready/test/t-1?auto_token=tok+en');
    expect(toolSiteHref(path, 'abc', local, false)).toBe('http://localhost:9630/dreamit/ready/test/t-1?auto_token=abc');
  });

  it('keeps a path’s own query and carries no token in a parent’s link', () => {
    expect(toolSiteHref('/dreamit/select_children?tools_type=Dream-IT', 'abc', deployed, false)).toBe('https://tool.example.com/dreamit/select_children?tools_type=Dream-IT&auto_token=abc');
    expect(toolSiteHref(parentLinkPath('Dream-ITS', 'qr-token'), null, deployed, false)).toBe('https://tool.example.com/dreamits/token/qr-token');
  });
});

describe('QR expiry countdown', () => {
  it('counts the server’s minutes down on this clock, rounding up, to 0 when expired', () => {
    const deadline = qrDeadline({ effective_time: 30 }, 1_000_000);
    expect(minutesLeft(deadline, 1_000_000)).toBe(30);
    expect(minutesLeft(deadline, 1_000_000 + 60_000)).toBe(29);
    expect(minutesLeft(deadline, 1_000_000 + 29 * 60_000 + 59_000)).toBe(1);
    expect(minutesLeft(deadline, 1_000_000 + 30 * 60_000)).toBe(0);
    expect(minutesLeft(deadline, 1_000_000 + 90 * 60_000)).toBe(0);
  });
});
