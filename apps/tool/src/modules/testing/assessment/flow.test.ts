import type { MenuNode } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { afterBegin, commentsCall, decidePage } from './flow';

const menu = (menuId: string, operate: Record<string, unknown> | null): MenuNode => ({ menuId, name: '', nameEn: '', type: 'permission', icon: '', url: '', sort: 0, parentId: null, operate });

describe('v2 pages by status', () => {
  it('an ended test in the clinician flow goes to the end page', () => {
    for (const page of ['ready', 'additional', 'testing'] as const) expect(decidePage(page, 'Close')).toEqual({ kind: 'redirect', page: 'end' });
    expect(decidePage('end', 'ExpClose')).toEqual({ kind: 'show' });
  });

  it('an invalidated test is closed everywhere but the report', () => {
    expect(decidePage('testing', 'Failure')).toEqual({ kind: 'closed' });
    expect(decidePage('report', 'Failure')).toEqual({ kind: 'show' });
  });

  it('each stage has its page; the ready page also shows a started test', () => {
    expect(decidePage('testing', 'Active')).toEqual({ kind: 'redirect', page: 'ready' });
    expect(decidePage('testing', 'Additional')).toEqual({ kind: 'redirect', page: 'additional' });
    expect(decidePage('additional', 'Testing')).toEqual({ kind: 'redirect', page: 'testing' });
    expect(decidePage('end', 'ParentsTesting')).toEqual({ kind: 'redirect', page: 'testing' });
    expect(decidePage('ready', 'Testing')).toEqual({ kind: 'show' });
    expect(decidePage('testing', 'ParentsTesting')).toEqual({ kind: 'show' });
  });

  it('start leads to the additional stage or straight to testing', () => {
    expect(afterBegin('Additional')).toBe('additional');
    expect(afterBegin('Testing')).toBe('testing');
    expect(afterBegin('ParentsTesting')).toBe('testing');
  });
});

describe('the comments call', () => {
  it('is the end menu’s configured api when it has one', () => {
    expect(commentsCall([menu('end', { api: '/api/custom/comments', method: 'post' })])).toEqual({ method: 'POST', url: '/api/custom/comments' });
  });

  it('falls back to PUT tests/comments without one, or with an api off this site', () => {
    expect(commentsCall([])).toEqual({ method: 'PUT', url: '/api/base/tests/comments' });
    expect(commentsCall([menu('end', { api: 'https://elsewhere.example/x' })])).toEqual({ method: 'PUT', url: '/api/base/tests/comments' });
    expect(commentsCall([menu('end', null)])).toEqual({ method: 'PUT', url: '/api/base/tests/comments' });
  });
});
