/**
 * The demo screening programme (first demo seed only): infants of institution A (0–36 months,
 * Dream-ITS's ages) with early records in every state — not reserved, reserved, timed out,
 * attended and failed with a return visit (one overdue), passed and closed, declined, purchased
 * with an order code, and a rescreen due and one overdue (passed in the monitoring zone: the lead
 * is searched until the real scoring lands just above the cut-off) — and one record in
 * institution B for the scope checks. Their Dream-ITS tests are scored as the server scores.
 */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_RESCREEN_MONTHS, inMonitoringZone, RESCREEN_DUE_LEAD_DAYS } from '@portal/shared';
import type { Tx } from '../../db/pool';
import { children } from '../children/schema';
import { users } from '../identity/schema';
import { tests } from '../testing/schema';
import { demoTestValues, type TestSeed } from '../testing';
import { screeningMessages, screeningRecords } from './schema';

const DAY = 86_400_000;

interface RecordSeed {
  institution: 'A' | 'B';
  code: string;
  name: string;
  gender: 'male' | 'female';
  ageMonths: number;
  parent: string;
  phone: string;
  /** The screening test: its status, days ago, lead; 'monitoring' searches the lead (below). */
  test?: { status: 'Active' | 'Close'; daysAgo: number; lead?: number | 'monitoring' };
  /** Days from now (negative: past). */
  appointment?: number;
  returnVisit?: number;
  followStatus?: 'Following' | 'Close';
  notFollow?: boolean;
  orderCode?: string;
  note?: string;
}

/** Two months back, shifted so the rescreen is due (inside the lead days) or overdue. */
const monthsDays = DEFAULT_RESCREEN_MONTHS * 30.5;

export const RECORD_SEEDS: RecordSeed[] = [
  { institution: 'A', code: 'ES0001', name: '林小满', gender: 'female', ageMonths: 9, parent: '林妈妈', phone: '13810000001' },
  { institution: 'A', code: 'ES0002', name: '许安然', gender: 'male', ageMonths: 14, parent: '许爸爸', phone: '13810000002', test: { status: 'Active', daysAgo: 0 }, appointment: 3 },
  { institution: 'A', code: 'ES0003', name: '邓一鸣', gender: 'male', ageMonths: 20, parent: '邓妈妈', phone: '13810000003', test: { status: 'Active', daysAgo: 6 }, appointment: -2, note: '电话未接通，待重新预约' },
  { institution: 'A', code: 'ES0004', name: '范悦悦', gender: 'female', ageMonths: 24, parent: '范妈妈', phone: '13810000004', test: { status: 'Close', daysAgo: 20, lead: -8 }, appointment: -20, returnVisit: 5, note: '筛查未通过，已约回访' },
  { institution: 'A', code: 'ES0005', name: '唐子轩', gender: 'male', ageMonths: 30, parent: '唐爸爸', phone: '13810000005', test: { status: 'Close', daysAgo: 30, lead: -9 }, appointment: -30, returnVisit: -3 },
  { institution: 'A', code: 'ES0006', name: '秦诗语', gender: 'female', ageMonths: 18, parent: '秦妈妈', phone: '13810000006', test: { status: 'Close', daysAgo: 40, lead: 4 }, appointment: -40, followStatus: 'Close', note: '筛查通过，结案' },
  { institution: 'A', code: 'ES0007', name: '蒋乐乐', gender: 'male', ageMonths: 11, parent: '蒋妈妈', phone: '13810000007', notFollow: true, note: '家长表示暂不参加' },
  { institution: 'A', code: 'ES0008', name: '沈可可', gender: 'female', ageMonths: 27, parent: '沈爸爸', phone: '13810000008', test: { status: 'Close', daysAgo: 15, lead: -8 }, appointment: -15, orderCode: 'ESD-2026-0008', note: '家长已购买语言训练课程' },
  { institution: 'A', code: 'ES0009', name: '韦嘉禾', gender: 'male', ageMonths: 22, parent: '韦妈妈', phone: '13810000009', test: { status: 'Close', daysAgo: Math.round(monthsDays - RESCREEN_DUE_LEAD_DAYS / 2), lead: 'monitoring' } },
  { institution: 'A', code: 'ES0010', name: '鲁星辰', gender: 'female', ageMonths: 26, parent: '鲁爸爸', phone: '13810000010', test: { status: 'Close', daysAgo: Math.round(monthsDays + 12), lead: 'monitoring' } },
  { institution: 'B', code: 'ES0101', name: '贺小禾', gender: 'female', ageMonths: 16, parent: '贺妈妈', phone: '13810000101', appointment: 4 },
];

/**
 * Tried in order until the scores sit in the monitoring zone: the child a month ahead (lead 1)
 * with more and more of the parts at that edge failed, at the seed's age, then near it.
 */
const MONITORING_AGES = [0, 1, -1, 2, -2, 3, -3];
const MONITORING_FAILS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function birthdayOf(ageMonths: number, now: Date): string {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - ageMonths);
  d.setUTCDate(d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
}

export async function insertDemoScreening(tx: Tx, institutionIds: Map<string, string>, now: Date = new Date()): Promise<void> {
  const [doctor] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'doctor'));
  const by = doctor?.id ?? null;
  let n = 0;
  for (const [i, seed] of RECORD_SEEDS.entries()) {
    const institutionId = institutionIds.get(seed.institution)!;
    await tx.insert(children).values({ institutionId, name: seed.name, gender: seed.gender, birthday: birthdayOf(seed.ageMonths, now), childrenCode: seed.code, parentPhone: seed.phone });
    const [child] = await tx.select({ id: children.id }).from(children).where(and(eq(children.institutionId, institutionId), eq(children.childrenCode, seed.code)));
    let testId: string | null = null;
    if (seed.test) {
      n += 1;
      const monitoring = seed.test.lead === 'monitoring';
      // The demo banks score coarsely (a month of lead moves the total by ~30): fail parts one by one at the edge instead.
      const tries = monitoring
        ? MONITORING_AGES.flatMap((age) => MONITORING_FAILS.map((marginalFails) => ({ age: seed.ageMonths + age, lead: 1, marginalFails })))
        : [{ age: seed.ageMonths, lead: seed.test.lead as number | undefined, marginalFails: 0 }];
      let values: typeof tests.$inferInsert | null = null;
      for (const { age, lead, marginalFails } of tries) {
        if (monitoring) await tx.update(children).set({ birthday: birthdayOf(age, now) }).where(eq(children.id, child!.id));
        const testSeed: Omit<TestSeed, 'institution'> = { child: seed.code, tool: 'Dream-ITS', status: seed.test.status, daysAgo: seed.test.daysAgo, lead: lead ?? 0, marginalFails };
        values = await demoTestValues(tx, institutionId, testSeed, n, by, now);
        if (!monitoring || inMonitoringZone(values.scores as never)) break;
        values = null;
      }
      if (!values) throw new Error(`seed: no age puts ${seed.code}'s screening in the monitoring zone`);
      const [test] = await tx
        .insert(tests)
        .values({ ...values, testCode: `S${String(values.testCode).slice(1)}` })
        .returning({ id: tests.id });
      testId = test!.id;
    }
    const at = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY));
    const [closed] = testId ? await tx.select({ atRisk: tests.isAtRiskScore, ended: tests.endedTime }).from(tests).where(and(eq(tests.institutionId, institutionId), eq(tests.id, testId))) : [];
    const [record] = await tx
      .insert(screeningRecords)
      .values({
        institutionId,
        childrenId: child!.id,
        parentName: seed.parent,
        phone: seed.phone,
        followStatus: seed.followStatus ?? 'Following',
        notFollow: seed.notFollow ?? false,
        itsTestId: testId,
        isFail: closed?.ended ? (closed.atRisk ?? null) : null,
        screenedAt: closed?.ended ?? null,
        itsAppointmentTime: at(seed.appointment),
        lbReturnVisitTime: at(seed.returnVisit),
        orderCode: seed.orderCode ?? null,
        purchasedAt: seed.orderCode ? new Date(now.getTime() - DAY) : null,
        createdBy: by,
        createdAt: new Date(now.getTime() - (RECORD_SEEDS.length - i) * 60_000),
      })
      .returning({ id: screeningRecords.id });
    if (seed.note) await tx.insert(screeningMessages).values({ institutionId, recordId: record!.id, kind: 'follow', content: seed.note, createdBy: by });
  }
}
