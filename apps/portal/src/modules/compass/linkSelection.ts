/**
 * The link dialog's choice: at most one report per test, chosen by radio;
 * what is saved keeps the case's existing order and appends new choices in the tests' order.
 */
import type { BoundReport, SearchedTest } from '@portal/shared';

/** Test id → chosen report id. */
export type LinkChoice = Record<string, string>;

export function initialChoice(tests: readonly SearchedTest[], linked: readonly string[]): LinkChoice {
  const bound = new Set(linked);
  const choice: LinkChoice = {};
  for (const test of tests) {
    const report = test.reports.find((r) => bound.has(r._id));
    if (report) choice[test._id] = report._id;
  }
  return choice;
}

/** The report ids to bind, in order: kept ones where they were, then new ones by test. */
export function chosenReportIds(choice: LinkChoice, tests: readonly SearchedTest[], linked: readonly string[]): string[] {
  const chosen = new Set(Object.values(choice));
  const kept = linked.filter((reportId) => chosen.has(reportId));
  const keptSet = new Set(kept);
  const added = tests.flatMap((test) => {
    const reportId = choice[test._id];
    return reportId && !keptSet.has(reportId) ? [reportId] : [];
  });
  return [...kept, ...added];
}

/** Tests whose code or tool contains the query (any case); all for an empty query. */
export function filterTests(tests: readonly SearchedTest[], query: string): SearchedTest[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...tests];
  return tests.filter((test) => test.test_code.toLowerCase().includes(q) || test.tools_type.toLowerCase().includes(q));
}

/**
 * The chosen reports as the dialog lists them: one that takes the place of another version of
 * the same test shows that version's remark while it has none of its own — saving binds it and
 * the server carries the remark over (compass/update), so a version switch never drops it.
 */
export function withCarriedRemarks(chosen: readonly BoundReport[], bound: readonly BoundReport[]): BoundReport[] {
  return chosen.map((report) => {
    if (report.remark) return report;
    const replaced = bound.find((b) => b.from_test._id === report.from_test._id && b._id !== report._id && b.remark);
    return replaced ? { ...report, remark: replaced.remark } : report;
  });
}
