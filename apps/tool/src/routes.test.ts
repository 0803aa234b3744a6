import { describe, expect, it } from 'vitest';
import { continueTestingPath, reportPagePath } from '@portal/shared';
import { matchToolRoute, mayOpen, routeMenus, toolPaths } from './routes';

describe('tool-site routes', () => {
  it('both preview paths show the preview of the decoded file id', () => {
    expect(matchToolRoute('/preview/dream/abc-123')).toEqual({ name: 'preview', fileId: 'abc-123' });
    expect(matchToolRoute('/preview/dreamits/abc%20123/')).toEqual({ name: 'preview', fileId: 'abc 123' });
  });

  it('the Dream-ITS pages: testing, its test-3 variant, report and review of flagged items', () => {
    expect(matchToolRoute('/dreamits/dreamits_testing/test/t1')).toEqual({ name: 'screening', testId: 't1', paged: false });
    expect(matchToolRoute('/dreamits/dreamits_testing_3/test/t1')).toEqual({ name: 'screening', testId: 't1', paged: true });
    expect(matchToolRoute('/dreamits/dreamits_report/test/t1')).toEqual({ name: 'screeningReport', testId: 't1' });
    expect(matchToolRoute('/dreamits/dreamits_review/test/t1/report/r9')).toEqual({ name: 'screeningReview', testId: 't1', reportId: 'r9' });
  });

  it('the v2 pages by their menu keys, and the child list', () => {
    for (const page of ['ready', 'additional', 'testing', 'end', 'report'] as const) {
      expect(matchToolRoute(`/dreamit/${page}/test/t%2F2`)).toEqual({ name: 'assessment', page, testId: 't/2' });
    }
    expect(matchToolRoute('/dreamit/select_children')).toEqual({ name: 'selectChildren' });
    expect(matchToolRoute('/dreamit/unknown/test/t2')).toEqual({ name: 'home', flow: 'all' });
  });

  it('homes of the two flows, the dynamic form page, and parent links left to the parents’ entry', () => {
    expect(matchToolRoute('/dreamits')).toEqual({ name: 'home', flow: 'v1' });
    expect(matchToolRoute('/dreamit/')).toEqual({ name: 'home', flow: 'v2' });
    expect(matchToolRoute('/from/dream_it_info_additional_from')).toEqual({ name: 'formPage', fromName: 'dream_it_info_additional_from' });
    expect(matchToolRoute('/dreamit/token/abc')).toEqual({ name: 'parentLink' });
    expect(matchToolRoute('/dreamits/token/abc/view/x')).toEqual({ name: 'parentLink' });
  });

  it('the paths the portal builds land on the matching pages', () => {
    expect(matchToolRoute(continueTestingPath({ _id: 'a', tools_type: 'Dream-ITS' }))).toMatchObject({ name: 'screening', paged: false });
    expect(matchToolRoute(continueTestingPath({ _id: 'a', tools_type: 'Dream-ITS' }, { test3: true }))).toMatchObject({ name: 'screening', paged: true });
    expect(matchToolRoute(continueTestingPath({ _id: 'a', tools_type: 'Dream-C-2.0' }))).toMatchObject({ name: 'assessment', page: 'ready' });
    expect(matchToolRoute(reportPagePath({ _id: 'a', tools_type: 'Dream-ITS' }))).toMatchObject({ name: 'screeningReport' });
    expect(matchToolRoute(reportPagePath({ _id: 'a', tools_type: 'Dream-IT' }))).toMatchObject({ name: 'assessment', page: 'report' });
    expect(matchToolRoute(toolPaths.screeningReview('t 1', 'r/1'))).toEqual({ name: 'screeningReview', testId: 't 1', reportId: 'r/1' });
    expect(matchToolRoute(continueTestingPath({ _id: 'a/1', tools_type: 'SWAM-S' }))).toEqual({ name: 'speech', testId: 'a/1', dev: false });
    expect(matchToolRoute(toolPaths.speech('a', true))).toEqual({ name: 'speech', testId: 'a', dev: true });
    expect(matchToolRoute('/swam/cai/other/a')).toEqual({ name: 'home', flow: 'all' });
  });

  it('anything else is the home screen', () => {
    for (const path of ['/', '/preview', '/preview/dream/', '/preview/other/x', '/preview/dream/a/b', '/preview/dream/%E0%A4%A', '/from/', '/dreamits/dreamits_testing/test/%E0%A4%A', undefined]) {
      expect(matchToolRoute(path)).toEqual({ name: 'home', flow: 'all' });
    }
  });
});

describe('who may open a page', () => {
  const open = (path: string, menus: string[]) => mayOpen(matchToolRoute(path), new Set(menus));

  it('test pages need a menu that lets the role take tests (or the page’s own)', () => {
    expect(open('/dreamits/dreamits_testing/test/t', ['test_list'])).toBe(true);
    expect(open('/dreamit/testing/test/t', ['dreamits_testing'])).toBe(true);
    expect(open('/dreamit/end/test/t', ['end'])).toBe(true);
    expect(open('/dreamit/ready/test/t', ['home', 'children'])).toBe(false);
    expect(open('/dreamit/select_children', [])).toBe(false);
  });

  it('the test-3 route needs the test-3 menu itself', () => {
    expect(open('/dreamits/dreamits_testing_3/test/t', ['test_list', 'dreamits_testing'])).toBe(false);
    expect(open('/dreamits/dreamits_testing_3/test/t', ['dreamits_testing_3'])).toBe(true);
  });

  it('reports also open for the report list', () => {
    expect(open('/dreamits/dreamits_report/test/t', ['report_list'])).toBe(true);
    expect(open('/dreamit/report/test/t', ['report_list'])).toBe(true);
    expect(open('/dreamits/dreamits_review/test/t/report/r', ['home'])).toBe(false);
  });

  it('home, preview and form pages need no menu', () => {
    for (const path of ['/', '/dreamits', '/preview/dream/f', '/from/x']) expect(routeMenus(matchToolRoute(path))).toBeNull();
  });
});
