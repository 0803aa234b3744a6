/**
 * The speech-tool area's demo cases (a full demo installation only: they store files). In A: the
 * speech demo's recorded SWAM-S sitting (speech/seed-demo.ts) with its report, a new SWAM-S test,
 * and three Ment tests — one reported (story sorting not passed), one ended without a report
 * (behind peers), one new. In B (which holds SPPA): an ended SPPA sitting of three items, the
 * children's recordings being the bank's synthesised question audio, one amended, reported.
 * Reports are made by this module's model and the report renderer in this process (the seed runs
 * before the job queue), stored and recorded as the report calls do.
 */
import { and, desc, eq } from 'drizzle-orm';
import { offeredVersions, type Locale } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/pool';
import { REPO_ROOT } from '../../paths';
import { children } from '../children/schema';
import { storedBank } from '../content';
import { storeFile } from '../files';
import { users } from '../identity/schema';
import { loadRenderer, reportTitle } from '../reports';
import { reports } from '../reports/schema';
import { insertDemoSitting } from '../speech';
import { type TestRow, tests } from '../testing/schema';
import { institutionTools } from '../tools/schema';
import { buildItemModel } from './report-model';

const LOCALE: Locale = 'zh';
const DAY = 86_400_000;
const SPPA_AUDIO = new URL('content/audio/SPPA/questions/', REPO_ROOT);

interface Seeding {
  files: AppContext;
  tx: Tx;
  doctorId: string | null;
  now: Date;
}

async function bankOf(tx: Tx, toolsType: string) {
  const bank = await storedBank(tx, toolsType);
  if (!bank) throw new Error(`seed: no ${toolsType} bank`);
  return { version: bank.bank_version, library: bank.library };
}

async function childId(tx: Tx, institutionId: string, code: string): Promise<string> {
  const [child] = await tx.select({ id: children.id }).from(children).where(and(eq(children.institutionId, institutionId), eq(children.childrenCode, code)));
  if (!child) throw new Error(`seed: no demo child ${code}`);
  return child.id;
}

interface TestSeed {
  institutionId: string;
  child: string;
  toolsType: string;
  status: 'Active' | 'Testing' | 'Close';
  code: string;
  daysAgo: number;
  answer?: Record<string, { value: number }>;
}

async function insertTest(s: Seeding, seed: TestSeed): Promise<TestRow> {
  const bank = await bankOf(s.tx, seed.toolsType);
  const created = new Date(s.now.getTime() - seed.daysAgo * DAY);
  const ended = seed.status === 'Close' ? new Date(created.getTime() + 30 * 60_000) : null;
  const [test] = await s.tx
    .insert(tests)
    .values({
      institutionId: seed.institutionId,
      childrenId: await childId(s.tx, seed.institutionId, seed.child),
      toolsType: seed.toolsType,
      status: seed.status,
      testCode: seed.code,
      bankVersion: bank.version,
      library: bank.library,
      answer: seed.answer ?? {},
      createdBy: s.doctorId,
      createdTime: created,
      startedTime: seed.status === 'Active' ? null : new Date(created.getTime() + 60_000),
      endedTime: ended,
      isEnd: seed.status === 'Close',
    })
    .returning();
  return test!;
}

/** The report of a demo test as the report calls make it (the tool's newest version; demo: no quota used). */
async function insertItemReport(s: Seeding, test: TestRow): Promise<void> {
  const [tool] = await s.tx.select().from(institutionTools).where(and(eq(institutionTools.institutionId, test.institutionId), eq(institutionTools.toolsType, test.toolsType)));
  if (!tool) throw new Error(`seed: the institution lacks the ${test.toolsType} tool`);
  const version = offeredVersions(tool.reportVersion).at(-1)!;
  const createdAt = new Date(s.now.getTime() - 60 * 60_000);
  const model = await buildItemModel(s.tx, { test, tool, version, locale: LOCALE, generatedAt: createdAt });
  const render = await loadRenderer();
  const title = reportTitle(model.child.name, test.toolsType, version, LOCALE);
  const common = { institutionId: test.institutionId, fromId: test.id, createdBy: s.doctorId, source: 'report' as const };
  const pdf = await storeFile(s.files, { ...common, title: `${title}.pdf`, extension: 'pdf', body: await render.renderItemPdf(model) }, s.tx);
  const html = await storeFile(s.files, { ...common, title: `${title}.html`, extension: 'html', body: Buffer.from(render.renderItemHtml(model), 'utf8') }, s.tx);
  await s.tx.insert(reports).values({ institutionId: test.institutionId, testId: test.id, toolsType: test.toolsType, reportVersion: version, locale: LOCALE, fileId: pdf._id, htmlFileId: html._id, createdBy: s.doctorId, createdAt });
  await s.tx.update(tests).set({ reportVersion: version }).where(and(eq(tests.institutionId, test.institutionId), eq(tests.id, test.id)));
}

const ment = (m01: number, m02: number, m03: number, storySort: number, m05: number) => ({ m01: { value: m01 }, m02: { value: m02 }, m03: { value: m03 }, story_sort: { value: storySort }, m05: { value: m05 } });

export async function insertDemoSwams(files: AppContext, tx: Tx, institutionIds: Map<string, string>, now: Date = new Date()): Promise<void> {
  const [doctor] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'doctor'));
  const s: Seeding = { files, tx, doctorId: doctor?.id ?? null, now };
  const A = institutionIds.get('A')!;
  const B = institutionIds.get('B')!;
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10).replaceAll('-', '');

  // The speech demo's recorded sitting (its items partly amended) gets its report.
  const [speech] = await tx.select().from(tests).where(and(eq(tests.institutionId, A), eq(tests.toolsType, 'SWAM-S'))).orderBy(desc(tests.createdTime)).limit(1);
  if (!speech) throw new Error('seed: the speech demo test is missing');
  await insertItemReport(s, speech);
  await insertTest(s, { institutionId: A, child: 'XY0007', toolsType: 'SWAM-S', status: 'Active', code: `S${day(0)}0002`, daysAgo: 0 });

  const reported = await insertTest(s, { institutionId: A, child: 'XY0002', toolsType: 'Ment', status: 'Close', code: `M${day(6)}0001`, daysAgo: 6, answer: ment(1, 1, 0, 0, 1) });
  await insertItemReport(s, reported);
  await insertTest(s, { institutionId: A, child: 'XY0010', toolsType: 'Ment', status: 'Close', code: `M${day(3)}0002`, daysAgo: 3, answer: ment(1, 0, 0, 0, 0) });
  await insertTest(s, { institutionId: A, child: 'XY0013', toolsType: 'Ment', status: 'Active', code: `M${day(1)}0003`, daysAgo: 1 });

  const sppa = await insertTest(s, { institutionId: B, child: 'CX0003', toolsType: 'SPPA', status: 'Close', code: `P${day(4)}0001`, daysAgo: 4 });
  await insertDemoSitting(files, tx, {
    institutionId: B,
    test: sppa,
    createdBy: null,
    start: new Date(sppa.createdTime.getTime() + 120_000),
    full: null,
    items: [
      { question: 'sp01', file: new URL('SPPA-D-01.mp3', SPPA_AUDIO), at: 1000, ms: 1200, status: 'Successful', amend: { text: '杯子', word: { 杯子: 88 } } },
      { question: 'sp02', file: new URL('SPPA-D-02.mp3', SPPA_AUDIO), at: 3500, ms: 1300, status: 'Alternative', amend: { text: '大象', word: { 大象: 61.5 } } },
      { question: 'sp03', file: new URL('SPPA-D-03.mp3', SPPA_AUDIO), at: 6000, ms: 1300, status: 'NotPronounced' },
    ],
    now,
  });
  await insertItemReport(s, sppa);
}
