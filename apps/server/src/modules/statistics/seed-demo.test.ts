import { describe, expect, it } from 'vitest';
import { institutionDay, toolAgeFit, type TestableTool } from '@portal/shared';
import { birthdayFor, CHILD_SEEDS } from '../children';
import { TEST_SEEDS } from '../testing/seed-demo';
import { historySeeds } from './seed-demo';

const NOW = new Date('2026-11-26T08:00:00Z');
// Test rows are created two hours before the seed's time of day, `daysAgo` days back.
const dayOf = (daysAgo: number) => institutionDay(new Date(NOW.getTime() - daysAgo * 86_400_000 - 120 * 60_000));

describe('demo tests', () => {
  it("give every test a child inside its tool's ages on the test's day, so every ended one is scored", () => {
    for (const seed of [...TEST_SEEDS, ...historySeeds(NOW)]) {
      const child = CHILD_SEEDS.find((c) => c.institution === seed.institution && c.code === seed.child)!;
      const fit = toolAgeFit(seed.tool as TestableTool, birthdayFor(child.age, NOW), dayOf(seed.daysAgo));
      expect(fit.fits, `${seed.institution} ${seed.child} ${seed.tool} ${seed.status} ${seed.daysAgo} days ago`).toBe(true);
    }
  });

  it('spread a year of tests over every month, in the mix a clinic sees', () => {
    const history = historySeeds(NOW);
    const months = (institution: string) => new Set([...TEST_SEEDS, ...history].filter((s) => s.institution === institution).map((s) => dayOf(s.daysAgo).slice(0, 7)));
    expect(months('A').size).toBeGreaterThanOrEqual(12);
    expect(months('B').size).toBeGreaterThanOrEqual(12);
    expect(new Set(history.map((s) => s.status))).toEqual(new Set(['Close', 'ExpClose', 'Failure', 'Testing', 'ParentsTesting']));
    expect(history.some((s) => s.status === 'Close' && s.lead! < 0)).toBe(true);
    expect(history.every((s) => s.daysAgo <= 365)).toBe(true);
    // A's own demo tests are the newest: its history stays behind them, so its lists open as before.
    expect(Math.min(...history.filter((s) => s.institution === 'A').map((s) => s.daysAgo))).toBeGreaterThan(Math.max(...TEST_SEEDS.filter((s) => s.institution === 'A').map((s) => s.daysAgo)));
    expect(historySeeds(NOW)).toEqual(history);
  });
});
