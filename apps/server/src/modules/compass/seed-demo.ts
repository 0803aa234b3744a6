/**
 * Demo compass data (first demo seed of an empty database only, and only when the seed knows
 * where file bytes live, like the sample files of seed-files.ts): test reports of a few demo
 * tests, cases in each state and version for children of both institutions bound to those
 * reports, and one summary in Edit and one in Close. Reports, case PDFs and the summary PDF are
 * made by the same model builders and renderers as the real calls, in this process (the seed runs
 * before the job queue exists; the renderer is already loaded for the sample files), stored as
 * files of their test, case or summary, and recorded as the calls record them.
 */
import { and, eq } from 'drizzle-orm';
import { COMPASS_V1_SECTIONS, isoDate, offeredVersions, type Locale, type SummaryReport, type TestStatus, type ToolType } from '@portal/shared';
import type { AppContext } from '../../context';
import { buildCaseModel } from './case-model';
import { caseSections } from './case-text';
import { EMPTY_OPEN_TYPE, presentCase } from './presenter';
import { summaryRows } from './scores';
import { summaryModel } from './summary';
import { defaultComplaint } from './templates';
import { storeFile } from '../files';
import { buildReportModel, loadRenderer, reportTitle, type CaseReportModel, type Renderer, type ReportModel } from '../reports';
import type { StoredScores } from '../testing';
import type { Tx } from '../../db/pool';
import { children } from '../children/schema';
import { caseReports, compassCaseReports, compassCases, summaryReports, wjxConfigs } from './schema';
import { users } from '../identity/schema';
import { reports } from '../reports/schema';
import { tests } from '../testing/schema';
import { institutionTools } from '../tools/schema';
import { DEMO_WJX_ID } from './seed';
import { V1_TEXTS, V2_TEXTS, type V1Sections, type V2Texts } from './seed-demo-texts';

type Inst = 'A' | 'B';
type Ended = Extract<TestStatus, 'Close' | 'ExpClose'>;

/** A demo test (seed-tests.ts) that gets a report, with the remark the Reports page shows. */
export interface ReportedTestSeed {
  institution: Inst;
  child: string;
  tool: ToolType;
  status: Ended;
  remark: string;
}

export const REPORTED_TEST_SEEDS: ReportedTestSeed[] = [
  { institution: 'A', child: 'XY0006', tool: 'Dream-ITS', status: 'Close', remark: '初评' },
  { institution: 'A', child: 'XY0004', tool: 'Dream-IT', status: 'Close', remark: '初评，表达落后' },
  // XY0009's Close Dream-ITS test keeps no report: the browser tests need one such test (e2e/reports.test.ts).
  { institution: 'A', child: 'XY0009', tool: 'Dream-ITS', status: 'ExpClose', remark: '随访问卷' },
  { institution: 'A', child: 'XY0001', tool: 'Dream-S-2.0', status: 'Close', remark: '' },
  { institution: 'A', child: 'XY0010', tool: 'Dream-S-2.0', status: 'Close', remark: '初评' },
  { institution: 'A', child: 'XY0014', tool: 'Dream-IT', status: 'Close', remark: '' },
  { institution: 'A', child: 'XY0014', tool: 'Dream-IT', status: 'ExpClose', remark: '家长补充问卷' },
  { institution: 'B', child: 'CX0002', tool: 'Dream-IT', status: 'Close', remark: '入园前评估' },
];

export const reportedKey = (seed: ReportedTestSeed) => `${seed.child} ${seed.tool} ${seed.status}`;
const fail = (message: string): never => {
  throw new Error(message);
};

export interface CaseSeed {
  institution: Inst;
  child: string;
  version: 'v1' | 'v2';
  status: 'Edit' | 'Close' | 'Custom';
  daysAgo: number;
  /** Bound reports, in order: `child tool status` of REPORTED_TEST_SEEDS. */
  reports: string[];
  texts: keyof typeof V1_TEXTS | keyof typeof V2_TEXTS;
}

export const CASE_SEEDS: CaseSeed[] = [
  { institution: 'A', child: 'XY0006', version: 'v1', status: 'Edit', daysAgo: 1, reports: ['XY0006 Dream-ITS Close'], texts: 'its_behind_draft' },
  { institution: 'A', child: 'XY0004', version: 'v1', status: 'Close', daysAgo: 6, reports: ['XY0004 Dream-IT Close'], texts: 'it_behind_locked' },
  { institution: 'A', child: 'XY0009', version: 'v1', status: 'Custom', daysAgo: 3, reports: ['XY0009 Dream-ITS ExpClose'], texts: 'its_typical_reported' },
  { institution: 'A', child: 'XY0001', version: 'v2', status: 'Edit', daysAgo: 2, reports: ['XY0001 Dream-S-2.0 Close'], texts: 's_typical_draft' },
  { institution: 'A', child: 'XY0010', version: 'v2', status: 'Close', daysAgo: 8, reports: ['XY0010 Dream-S-2.0 Close'], texts: 's_behind_locked' },
  { institution: 'A', child: 'XY0014', version: 'v2', status: 'Custom', daysAgo: 4, reports: ['XY0014 Dream-IT Close', 'XY0014 Dream-IT ExpClose'], texts: 'it_typical_reported' },
  { institution: 'B', child: 'CX0002', version: 'v2', status: 'Custom', daysAgo: 20, reports: ['CX0002 Dream-IT Close'], texts: 'cx_typical_reported' },
  { institution: 'B', child: 'CX0002', version: 'v1', status: 'Edit', daysAgo: 1, reports: ['CX0002 Dream-IT Close'], texts: 'it_typical_draft' },
];

/** One summary per state, for children of institution A with two scored tests each. */
export const SUMMARY_SEEDS: { child: string; status: 'Edit' | 'Close'; daysAgo: number }[] = [
  { child: 'XY0001', status: 'Edit', daysAgo: 2 },
  { child: 'XY0013', status: 'Close', daysAgo: 5 },
];

const LOCALE: Locale = 'zh';
const daysBefore = (now: Date, days: number, hours = 0) => new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);


interface Seeding {
  ctx: AppContext;
  tx: Tx;
  render: Renderer;
  institutionIds: Map<string, string>;
  doctorId: string | null;
  now: Date;
}

async function childOf(s: Seeding, inst: Inst, code: string) {
  const [child] = await s.tx.select().from(children).where(and(eq(children.institutionId, s.institutionIds.get(inst)!), eq(children.childrenCode, code)));
  if (!child) throw new Error(`seed: no demo child ${inst}/${code}`);
  return child;
}

async function storePair(s: Seeding, institutionId: string, fromId: string, title: string, source: 'report' | 'case', pdf: Buffer, html: string, remark = '') {
  const common = { institutionId, fromId, createdBy: s.doctorId, source };
  const pdfFile = await storeFile(s.ctx, { ...common, title: `${title}.pdf`, extension: 'pdf', body: pdf, remark }, s.tx);
  const htmlFile = await storeFile(s.ctx, { ...common, title: `${title}.html`, extension: 'html', body: Buffer.from(html, 'utf8') }, s.tx);
  return { fileId: pdfFile._id, htmlFileId: htmlFile._id };
}

/** The report of one demo test, as POST …/report makes it (newest offered version, no quota used: demo). */
async function insertReport(s: Seeding, seed: ReportedTestSeed): Promise<string> {
  const institutionId = s.institutionIds.get(seed.institution)!;
  const child = await childOf(s, seed.institution, seed.child);
  const [test] = await s.tx
    .select()
    .from(tests)
    .where(and(eq(tests.institutionId, institutionId), eq(tests.childrenId, child.id), eq(tests.toolsType, seed.tool), eq(tests.status, seed.status)));
  const [tool] = await s.tx.select().from(institutionTools).where(and(eq(institutionTools.institutionId, institutionId), eq(institutionTools.toolsType, seed.tool)));
  if (!test?.scores || !tool) throw new Error(`seed: ${seed.child} has no scored ${seed.status} ${seed.tool} test, or the tool`);
  const version = offeredVersions(tool.reportVersion).at(-1)!;
  const createdAt = new Date((test.endedTime ?? test.createdTime).getTime() + 10 * 60_000);
  const model: ReportModel = await buildReportModel(s.tx, { test, scores: test.scores as StoredScores, tool, version, locale: LOCALE, generatedAt: createdAt });
  const title = reportTitle(model.child.name, test.toolsType, version, LOCALE);
  const files = await storePair(s, institutionId, test.id, title, 'report', await s.render.renderReportPdf(model), s.render.renderReportHtml(model), seed.remark);
  const [report] = await s.tx
    .insert(reports)
    .values({ institutionId, testId: test.id, toolsType: test.toolsType, reportVersion: version, locale: LOCALE, ...files, createdBy: s.doctorId, createdAt })
    .returning({ id: reports.id });
  await s.tx.update(tests).set({ reportVersion: version }).where(and(eq(tests.institutionId, institutionId), eq(tests.id, test.id)));
  return report!.id;
}

function v2Complaint(texts: V2Texts) {
  return { ...defaultComplaint(), input_map: Object.fromEntries(texts.inputs.map((entry) => [entry.key, entry])) };
}

/** The bound reports as the case model takes them (compass/info's shape, from the rows at hand). */
async function boundReports(s: Seeding, reportIds: string[]) {
  const out = [];
  for (const id of reportIds) {
    const [row] = await s.tx
      .select({ toolsType: reports.toolsType, version: reports.reportVersion, testId: tests.id, testCode: tests.testCode, created: tests.createdTime, status: tests.status, scores: tests.scores })
      .from(reports)
      .innerJoin(tests, and(eq(tests.institutionId, reports.institutionId), eq(tests.id, reports.testId)))
      .where(eq(reports.id, id));
    out.push({
      tools_type: row!.toolsType,
      report_version: row!.version,
      from_test: { _id: row!.testId, test_code: row!.testCode, createdTime: row!.created.toISOString(), status: row!.status },
      summary: summaryRows((row!.scores as StoredScores).composites),
    });
  }
  return out;
}

async function renderCase(s: Seeding, model: CaseReportModel, institutionId: string, fromId: string, title: string) {
  return storePair(s, institutionId, fromId, title, 'case', await s.render.renderCasePdf(model), s.render.renderCaseHtml(model));
}

async function insertCase(s: Seeding, seed: CaseSeed, reportIds: string[]): Promise<void> {
  const institutionId = s.institutionIds.get(seed.institution)!;
  const child = await childOf(s, seed.institution, seed.child);
  const createdAt = daysBefore(s.now, seed.daysAgo, 3);
  const locked = seed.status !== 'Edit';
  const closedAt = locked ? new Date(createdAt.getTime() + 2 * 3_600_000) : null;
  const v1 = seed.version === 'v1';
  const v2Texts = v1 ? null : V2_TEXTS[seed.texts as keyof typeof V2_TEXTS];
  const [row] = await s.tx
    .insert(compassCases)
    .values({
      institutionId,
      childrenId: child.id,
      version: seed.version,
      status: seed.status,
      fromInfo: v1 ? COMPASS_V1_SECTIONS.map((x) => ({ key: x.key, from_name: x.fromName, title: x.title })) : [],
      complaintInfo: v1 ? null : defaultComplaint(),
      editFromInfo: v1 ? (V1_TEXTS[seed.texts as keyof typeof V1_TEXTS] as V1Sections) : {},
      editComplaintInfo: v2Texts ? v2Complaint(v2Texts) : null,
      openType: v2Texts?.openType ?? EMPTY_OPEN_TYPE,
      dynamicState: v2Texts?.dynamicState ?? { values: {} },
      createdBy: s.doctorId,
      createdAt,
      updatedAt: closedAt ?? createdAt,
      closedAt,
      closedBy: locked ? s.doctorId : null,
    })
    .returning();
  await s.tx.insert(compassCaseReports).values(reportIds.map((reportId, position) => ({ institutionId, caseId: row!.id, reportId, position })));
  if (seed.status !== 'Custom') return;

  const presented = presentCase(row!, { childName: child.name, createdByName: '', reportIds, caseReports: [] });
  const model = await buildCaseModel(s.tx, {
    institutionId,
    kind: seed.version,
    locale: LOCALE,
    clinicianId: s.doctorId,
    child: { name: child.name, gender: child.gender, birthday: child.birthday, children_code: child.childrenCode },
    sections: await caseSections(s.tx, institutionId, presented, LOCALE),
    reports: await boundReports(s, reportIds),
    demonstration: true,
    day: isoDate(closedAt!),
  });
  const files = await renderCase(s, model, institutionId, row!.id, `${child.name}-个案报告-1`);
  await s.tx.insert(caseReports).values({ institutionId, caseId: row!.id, kind: seed.version, version: 1, locale: LOCALE, ...files, createdBy: s.doctorId, createdAt: closedAt! });
}

async function insertSummary(s: Seeding, seed: (typeof SUMMARY_SEEDS)[number]): Promise<void> {
  const institutionId = s.institutionIds.get('A')!;
  const child = await childOf(s, 'A', seed.child);
  const createdAt = daysBefore(s.now, seed.daysAgo, 2);
  if (seed.status === 'Edit') {
    await s.tx.insert(summaryReports).values({ institutionId, childrenId: child.id, createdAt });
    return;
  }
  const rows = await s.tx.select().from(tests).where(and(eq(tests.institutionId, institutionId), eq(tests.childrenId, child.id)));
  const content: SummaryReport['tests'] = rows
    .filter((t) => (t.status === 'Close' || t.status === 'ExpClose') && t.scores)
    .sort((a, b) => a.toolsType.localeCompare(b.toolsType) || b.createdTime.getTime() - a.createdTime.getTime())
    .map((t) => ({ test_id: t.id, tools_type: t.toolsType, test_code: t.testCode, createdTime: t.createdTime.toISOString(), report_id: null, summary: summaryRows((t.scores as StoredScores).composites) }));
  const closedAt = new Date(createdAt.getTime() + 30 * 60_000);
  const [row] = await s.tx
    .insert(summaryReports)
    .values({ institutionId, childrenId: child.id, status: 'Close', content, createdAt, closedAt, closedBy: s.doctorId })
    .returning({ id: summaryReports.id });
  const model = await summaryModel(s.tx, {
    institutionId,
    locale: LOCALE,
    clinicianId: s.doctorId,
    child: { name: child.name, gender: child.gender, birthday: child.birthday, children_code: child.childrenCode },
    tests: content,
    demonstration: true,
    day: isoDate(closedAt),
  });
  const files = await renderCase(s, model, institutionId, row!.id, `${child.name}-综合报告`);
  await s.tx.insert(caseReports).values({ institutionId, caseId: row!.id, kind: 'summary', version: 1, locale: LOCALE, ...files, createdBy: s.doctorId, createdAt: closedAt });
}

/** After insertDemoTests, in the same transaction. */
export async function insertDemoCompass(ctx: AppContext, tx: Tx, institutionIds: Map<string, string>, now: Date = new Date()): Promise<void> {
  // Loaded here, on the first seed only (already loaded by renderDemoFiles when this runs).
  const render = await loadRenderer();
  const [doctor] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'doctor'));
  const s: Seeding = { ctx, tx, render, institutionIds, doctorId: doctor?.id ?? null, now };
  const reportIds = new Map<string, string>();
  for (const seed of REPORTED_TEST_SEEDS) reportIds.set(reportedKey(seed), await insertReport(s, seed));
  for (const seed of CASE_SEEDS) await insertCase(s, seed, seed.reports.map((key) => reportIds.get(key) ?? fail(`seed: no demo report ${key}`)));
  for (const seed of SUMMARY_SEEDS) await insertSummary(s, seed);
}

/**
 * The parents' follow-up questionnaire of each demo institution (a wjx questionnaire: its text
 * and the parameters its link carries), for the compass page's questionnaire dialog. Needs no
 * files, so it is seeded with every demo installation.
 */
export async function insertDemoWjx(tx: Tx, institutionIds: Map<string, string>): Promise<void> {
  const content = [
    '【演示】家长随访问卷 / [Demonstration] Parent follow-up questionnaire',
    '',
    '1. 过去一个月，您每天和孩子一起读绘本的时间大约是多少？ / In the past month, about how long did you read picture books with your child each day?',
    '2. 评估后建议的家庭练习，您每周完成了几次？ / How many times a week did you do the home practice suggested after the assessment?',
    '3. 孩子最近新说出了哪些词或句子？ / Which new words or sentences has your child said recently?',
    '4. 您还希望得到哪些指导？ / What other guidance would you like?',
  ].join('\n');
  for (const institutionId of institutionIds.values()) {
    await tx
      .insert(wjxConfigs)
      .values({ institutionId, wjxId: DEMO_WJX_ID, wjxContent: content, fromParams: { source: 'portal', follow_up_days: '30', lang: 'zh' } })
      .onConflictDoNothing();
  }
}
