import type { BoundReport, SearchedTest } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { chosenReportIds, filterTests, initialChoice, withCarriedRemarks } from './linkSelection';

const test = (id: string, code: string, tool: string, reports: string[]): SearchedTest => ({
  _id: id,
  test_code: code,
  tools_type: tool,
  status: 'Close',
  createdTime: '2024-05-01T00:00:00Z',
  children_id: 'c1',
  children_name: '乐乐',
  reports: reports.map((r, i) => ({ _id: r, report_version: `v${i + 1}`, createdTime: '2024-05-02T00:00:00Z', file_id: `f-${r}`, remark: '' })),
});

const tests = [test('t1', 'DI-1', 'Dream-IT', ['r1', 'r2']), test('t2', 'DS-2', 'Dream-S-2.0', ['r3']), test('t3', 'DI-3', 'Dream-IT', [])];

describe('the link dialog’s choice', () => {
  it('starts from the bound reports, one per test', () => {
    expect(initialChoice(tests, ['r2', 'r3'])).toEqual({ t1: 'r2', t2: 'r3' });
    expect(initialChoice(tests, [])).toEqual({});
  });

  it('keeps bound reports in their order and appends new choices by test; a cancelled test drops out', () => {
    expect(chosenReportIds({ t1: 'r1', t2: 'r3' }, tests, ['r3'])).toEqual(['r3', 'r1']);
    expect(chosenReportIds({ t2: 'r3' }, tests, ['r1', 'r3'])).toEqual(['r3']);
    // Switching a test's report to another version replaces it.
    expect(chosenReportIds({ t1: 'r2' }, tests, ['r1'])).toEqual(['r2']);
  });

  it('searches test codes and tools, any case', () => {
    expect(filterTests(tests, 'ds-').map((t) => t._id)).toEqual(['t2']);
    expect(filterTests(tests, 'dream-it').map((t) => t._id)).toEqual(['t1', 't3']);
    expect(filterTests(tests, '  ')).toHaveLength(3);
  });
});

describe('remarks across a version switch', () => {
  const bound = (id: string, testId: string, remark: string) => ({ _id: id, from_test: { _id: testId }, remark }) as unknown as BoundReport;
  it('shows the replaced version’s remark on the new one while it has none, and never over its own', () => {
    const before = [bound('r1', 't1', '初评'), bound('r3', 't2', '')];
    const shown = withCarriedRemarks([bound('r2', 't1', ''), bound('r3', 't2', ''), bound('r4', 't4', '')], before);
    expect(shown.map((r) => r.remark)).toEqual(['初评', '', '']);
    expect(withCarriedRemarks([bound('r2', 't1', '复评')], before)[0]!.remark).toBe('复评');
  });
});
