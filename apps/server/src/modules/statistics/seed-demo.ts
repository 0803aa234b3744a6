/**
 * A year of demo tests, so the usage charts and counters show a real shape: for institution A's
 * four testing tools, from two months back (its own demo tests fill the last two), and for
 * institution B's two infant tools the whole year. Each is an ordinary test row made the way the
 * testing demo makes its own (testing/seed-demo.ts: answered, ended and scored as the server would),
 * in the mix a clinic sees: passed and not passed, ended on expiry, invalidated, left in progress.
 * None has a report: they are the 'finished without report' ones. Every test's child is inside the
 * tool's ages on the test's day (statistics/seed-demo.test.ts checks it with the testing seeds).
 */
import { institutionDay, toolAgeFit, type TestableTool } from '@portal/shared';
import type { Tx } from '../../db/pool';
import { birthdayFor, CHILD_SEEDS } from '../children';
import { insertDemoTests, type TestSeed } from '../testing';

/** The tools and the days back each institution's history covers. */
const HISTORY: { institution: 'A' | 'B'; tools: TestableTool[]; fromDay: number; perMonth: number }[] = [
  { institution: 'A', tools: ['Dream-ITS', 'Dream-IT', 'Dream-S-2.0', 'Dream-C-2.0'], fromDay: 61, perMonth: 4 },
  { institution: 'B', tools: ['Dream-ITS', 'Dream-IT'], fromDay: 3, perMonth: 3 },
];
const YEAR_DAYS = 365;

/** A fixed small number per text: the same seed gives the same history. */
function hash(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** The mix of one test (by its place in the month): mostly ended and scored. */
function outcome(i: number): Pick<TestSeed, 'status' | 'lead' | 'answered'> {
  switch (i % 10) {
    case 5:
    case 6:
      return { status: 'Close', lead: -9 };
    case 7:
      return { status: 'ExpClose', lead: 1 };
    case 8:
      return { status: 'Failure', answered: 3 };
    case 9:
      return i % 20 === 9 ? { status: 'Testing', answered: 5 } : { status: 'ParentsTesting', answered: 4 };
    default:
      return { status: 'Close', lead: 1 + (i % 3) };
  }
}

/** Children of the institution inside the tool's ages on that day (born by then). */
function fittingChildren(institution: string, tool: TestableTool, day: string, now: Date): string[] {
  return CHILD_SEEDS.filter((c) => {
    const birthday = birthdayFor(c.age, now);
    return c.institution === institution && birthday <= day && toolAgeFit(tool, birthday, day).fits;
  }).map((c) => c.code);
}

/** The day a seeded test is dated with: testing/seed-demo.ts creates it two hours before this time, `daysAgo` days back. */
export const seededTestDay = (now: Date, daysAgo: number): string => institutionDay(new Date(now.getTime() - daysAgo * 86_400_000 - 120 * 60_000));

/** The history as test seeds, oldest first. */
export function historySeeds(now: Date = new Date()): TestSeed[] {
  const seeds: TestSeed[] = [];
  for (const { institution, tools, fromDay, perMonth } of HISTORY) {
    for (const tool of tools) {
      let i = 0;
      for (let monthBack = 11; monthBack >= 0; monthBack--) {
        // A season: busier in spring and autumn, and a tool-dependent rise over the year.
        const count = Math.max(1, perMonth + Math.round(2 * Math.sin((monthBack + hash(tool)) / 2)) + ((11 - monthBack) % 3 === 0 ? 1 : 0));
        for (let k = 0; k < count; k++) {
          const daysAgo = monthBack * 30 + 1 + (hash(`${institution}${tool}${monthBack}${k}`) % 29);
          if (daysAgo < fromDay || daysAgo > YEAR_DAYS) continue;
          const children = fittingChildren(institution, tool, seededTestDay(now, daysAgo), now);
          if (children.length === 0) continue;
          const child = children[hash(`${tool}${daysAgo}${k}`) % children.length]!;
          seeds.push({ institution, child, tool, daysAgo, ...outcome(i++) });
        }
      }
    }
  }
  return seeds.sort((a, b) => b.daysAgo - a.daysAgo);
}

export async function insertDemoHistory(tx: Tx, institutionIds: Map<string, string>, now: Date = new Date()): Promise<void> {
  await insertDemoTests(tx, institutionIds, now, historySeeds(now));
}
