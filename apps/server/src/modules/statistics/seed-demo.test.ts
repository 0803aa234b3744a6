import { describe, expect, it } from 'vitest';
import { toolAgeFit, type TestableTool } from '@portal/shared';
import { birthdayFor, CHILD_SEEDS } from '../children';
import { TEST_SEEDS } from '../testing/seed-demo';
import { historySeeds, seededTestDay } from './seed-demo';

const NOW = new Date('2026-11-26T08:00:00Z');
const dayOf = (daysAgo: number) => seededTestDay(NOW, daysAgo);

describe('demo tests', () => {
  it("give every test a child born by then and inside its tool's ages on the test's day, so every ended one is scored", () => {
    // Days either side of a birthday and of a month's end: the checks must hold whatever day the demo is seeded.
    for (const now of [NOW, new Date('2026-08-18T20:30:00Z'), new Date('2027-02-28T23:00:00Z'), new Date('2026-03-01T00:30:00Z')])
      for (const seed of [...TEST_SEEDS, ...historySeeds(now)]) {
        const child = CHILD_SEEDS.find((c) => c.institution === seed.institution && c.code === seed.child)!;
        const day = seededTestDay(now, seed.daysAgo);
        const birthday = birthdayFor(child.age, now);
        const where = `${now.toISOString()}: ${seed.institution} ${seed.child} ${seed.tool} ${seed.status} ${seed.daysAgo} days ago`;
        expect(birthday <= day, where).toBe(true);
        expect(toolAgeFit(seed.tool as TestableTool, birthday, day).fits, where).toBe(true);
      }
  });

  it('keep the fixed demo seeds inside the ages today', () => {
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
    // A's own demo tests of the last two months stay the newest, so its lists open on them as before.
    expect(Math.min(...history.filter((s) => s.institution === 'A').map((s) => s.daysAgo))).toBeGreaterThan(60);
    expect(historySeeds(NOW)).toEqual(history);
  });
});
