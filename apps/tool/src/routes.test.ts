import { describe, expect, it } from 'vitest';
import { matchToolRoute } from './routes';

describe('tool-site routes', () => {
  it('both preview paths show the preview of the decoded file id', () => {
    expect(matchToolRoute('/preview/dream/abc-123')).toEqual({ name: 'preview', fileId: 'abc-123' });
    expect(matchToolRoute('/preview/dreamits/abc%20123/')).toEqual({ name: 'preview', fileId: 'abc 123' });
  });

  it('anything else is the home screen', () => {
    for (const path of ['/', '/preview', '/preview/dream/', '/preview/other/x', '/preview/dream/a/b', '/preview/dream/%E0%A4%A', undefined]) {
      expect(matchToolRoute(path)).toEqual({ name: 'home' });
    }
  });
});
