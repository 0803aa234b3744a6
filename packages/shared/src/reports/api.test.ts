import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_VERSION, offeredVersions, reloadReportMenus, reportPathOf, reportPathTools, reportQuery, splitVersions, TOOL_RELOAD_REPORT_MENUS } from './api';

describe('report paths and versions', () => {
  it('maps each reporting tool type to its report path; others have none', () => {
    expect(reportPathOf('Dream-S-Probation')).toBe('/api/base/dreams/report');
    expect(reportPathOf('Dream-C-2.0')).toBe('/api/base/dreamc/v2/report');
    expect(reportPathOf('SWAM-S')).toBe('/api/dream/swam/v2/report');
    expect(reportPathOf('Ment')).toBeNull();
    expect(reportPathOf('toString')).toBeNull();
    expect(reportPathTools().get('/api/base/dreamc/v2/report')).toEqual(['Dream-C-2.0', 'Dream-C-Probation']);
    expect(reportPathTools().size).toBe(9);
  });

  it('reads a comma list of versions; a tool without one offers v1', () => {
    expect(splitVersions(' v1, v2,,v1 ,v3')).toEqual(['v1', 'v2', 'v3']);
    expect(offeredVersions('v1,v2')).toEqual(['v1', 'v2']);
    expect(offeredVersions(null)).toEqual([DEFAULT_REPORT_VERSION]);
    expect(offeredVersions(' , ')).toEqual(['v1']);
    expect(offeredVersions('v1,bad version')).toEqual(['v1']);
  });

  it('names the reload menus: the general one and the tool’s variant', () => {
    expect(reloadReportMenus('Dream-S-2.0')).toEqual(['dream_reload_report', 'dream_s_reload_report']);
    expect(reloadReportMenus('Dream-ITS')).toEqual(['dream_reload_report', 'dream_it_s_reload_report']);
    expect(reloadReportMenus('SPPA')).toEqual(['dream_reload_report']);
    expect(TOOL_RELOAD_REPORT_MENUS).toEqual(['dream_s_reload_report', 'dream_c_reload_report', 'dream_it_s_reload_report', 'dream_it_reload_report']);
  });

  it('checks the query: reload as a boolean word, blank values absent', () => {
    expect(reportQuery.parse({ _id: ' t1 ', report_version: '', reload: 'true' })).toEqual({ _id: 't1', reload: true });
    expect(reportQuery.parse({ _id: 't1', reload: '0' }).reload).toBe(false);
    expect(reportQuery.safeParse({ _id: 't1', reload: 'yes' }).success).toBe(false);
    expect(reportQuery.safeParse({ _id: 't1', report_version: '../v1' }).success).toBe(false);
  });
});
