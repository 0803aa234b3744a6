/**
 * Case, summary and test report PDFs print labels, never keys: every demo case (all eight, in
 * every state) and both demo summaries of the seeded demo installation, and the demo tests'
 * reports (Dream-ITS, Dream-IT, Dream-S), rendered in zh and in en and read back with pdftotext,
 * contain no key of the definitions they print from: no form item's keyName, no list value's
 * code (unless the value reads the same as its label), no section, paragraph or composite key.
 * The PDFs the demo seed stored are read back the same way.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPASS_OPEN_TYPES,
  COMPASS_PATHS as P,
  COMPASS_V1_SECTIONS,
  COMPASS_V2_PARAGRAPHS,
  REPORT_ENGINE_TOOLS,
  type FormDefinition,
  type Locale,
  type LovEntry,
  type SummaryReport,
  type UserInfo,
} from '@portal/shared';
import { call, loginAs, useApi } from '../../../test/harness';
import { prepareDatabase } from '../../main';
import { lovEntriesByName, storedForms } from '../definitions';
import { buildReportModel, loadRenderer, type Renderer } from '../reports';
import { REPORT_LABELS } from '../reports/render';
import { pdfText, storedPdf } from '../reports/test-support';
import type { StoredScores } from '../testing';
import { children } from '../children/schema';
import { formDefinitions, lovDefinitions } from '../definitions/schema';
import { reports } from '../reports/schema';
import { tests } from '../testing/schema';
import { institutionTools } from '../tools/schema';
import { caseReports, compassCases, summaryReports } from './schema';
import { caseReportModel } from './report';
import { summaryModel } from './summary';
import { caseSections } from './case-text';
import { presentCase } from './presenter';

const api = useApi({ template: 'empty' });
const LOCALES: Locale[] = ['zh', 'en'];

let doctor: UserInfo;
let render: Renderer;
/** Every form and list the demo installation stores, by name. */
let forms: Map<string, FormDefinition>;
let lovs: Map<string, LovEntry[]>;

beforeAll(async () => {
  expect(await prepareDatabase(api.db, { demo: true, adminPassword: 'Admin@12345', adminPasswordIsDefault: true }, api.ctx.config)).toBe('seeded');
  doctor = await loginAs(api.app, 'doctor');
  render = await loadRenderer();
  forms = await storedForms(api.db.orm, (await api.db.orm.select({ n: formDefinitions.fromName }).from(formDefinitions)).map((r) => r.n));
  lovs = await lovEntriesByName(api.db.orm, null, (await api.db.orm.select({ n: lovDefinitions.lovName }).from(lovDefinitions)).map((r) => r.n));
}, 180_000);

const flat = (entries: LovEntry[]): LovEntry[] => entries.flatMap((e) => [e, ...flat((e.children as LovEntry[] | undefined) ?? [])]);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a PDF may print that spells like a key: labels, titles and the report's fixed texts. */
function legitimateTexts(locale: Locale): string[] {
  const texts = [
    ...Object.values(REPORT_LABELS[locale]),
    ...[...COMPASS_V1_SECTIONS, ...COMPASS_V2_PARAGRAPHS, ...COMPASS_OPEN_TYPES].map((s) => s.title[locale]),
    ...[...forms.values()].flatMap((f) => f.fromItem.map((i) => (locale === 'zh' ? i.showName : i.showNameEn || i.showName) ?? '')),
    ...[...lovs.values()].flatMap((entries) => flat(entries).map((e) => (locale === 'zh' ? e.content : e.contentEn || e.content))),
  ];
  return texts.map(squash).filter((t) => t !== '').sort((a, b) => b.length - a.length);
}

/** The tool types' list: a report names tools by it. */
const TOOL_LOVS = ['test_tools_type'];
/** Lists a case page is checked against beyond its forms' own: a v2 paragraph's inserted lists (their codes are stored in the case) and the tool types. */
const CASE_LOVS = ['compass_informant', 'compass_home_language', 'compass_utterance_length', 'compass_prompt_level', 'compass_assessment_tools', ...TOOL_LOVS];

/**
 * The keys a page must not show: the keyNames of the forms and the value codes of the lists
 * named (a code that reads exactly like its label in this language is no leak), plus `extra`.
 */
function forbiddenKeys(locale: Locale, formNames: string[], extra: string[] = [], lists: string[] = CASE_LOVS): string[] {
  const keys = new Set(extra);
  const lovNames = new Set<string>();
  for (const name of formNames) {
    for (const item of forms.get(name)?.fromItem ?? []) {
      keys.add(item.keyName);
      if (item.input?.lovName) lovNames.add(item.input.lovName);
    }
  }
  for (const name of [...lovNames, ...lists]) {
    for (const entry of flat(lovs.get(name) ?? [])) {
      const label = locale === 'zh' ? entry.content : entry.contentEn || entry.content;
      if (String(entry.value) !== label) keys.add(String(entry.value));
    }
  }
  return [...keys].filter((k) => k.length > 1);
}

/** The keys found in a PDF's text once every legitimate text has been taken out of it. */
function leakedKeys(text: string, locale: Locale, keys: string[]): string[] {
  let rest = squash(text);
  for (const legit of legitimateTexts(locale)) rest = rest.split(legit).join(' ');
  const escape = (k: string) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return keys.filter((key) => new RegExp(`(?<![A-Za-z0-9_-])${escape(key)}(?![A-Za-z0-9_-])`).test(rest));
}

const V1_FORMS = COMPASS_V1_SECTIONS.map((s) => s.fromName);
const CASE_KEYS = [
  ...COMPASS_V1_SECTIONS.map((s) => s.key),
  ...COMPASS_V2_PARAGRAPHS.map((p) => p.key),
  ...COMPASS_OPEN_TYPES.map((t) => t.key),
  'input_map',
  'bg_informant',
  'bg_caregiver',
  'bg_language',
  'ld_words',
  'ld_length',
  'od_notes',
  'ep_notes',
];

async function demoCases() {
  return api.db.orm
    .select({ c: compassCases, code: children.childrenCode })
    .from(compassCases)
    .innerJoin(children, and(eq(children.institutionId, compassCases.institutionId), eq(children.id, compassCases.childrenId)));
}

describe('case PDFs print labels, never keys', () => {
  it('prints every demo case, in zh and en, with the labels of its forms and lists', async () => {
    const rows = await demoCases();
    expect(rows).toHaveLength(8);
    for (const { c, code } of rows) {
      for (const locale of LOCALES) {
        const { info, model } = await caseReportModel(api.ctx, api.db.orm, c.institutionId, c, locale);
        const text = pdfText(await render.renderCasePdf(model), `case-${c.id}-${locale}`);
        const formNames = [...V1_FORMS, 'compass_dynamic_state_from'];
        const customKeys = (info.edit_info.dynamic_state.form?.fromItem ?? []).map((i) => i.keyName ?? '');
        expect(leakedKeys(text, locale, forbiddenKeys(locale, formNames, [...CASE_KEYS, ...customKeys])), `${code} ${c.version} ${c.status} ${locale}`).toEqual([]);
        expect(text).toContain(model.child.name);
      }
    }
  }, 120_000);

  it('prints the v1 sections with their field labels and list values in the report language', async () => {
    const draft = (await demoCases()).find((r) => r.code === 'XY0006' && r.c.version === 'v1')!;
    const zh = squash(pdfText(await render.renderCasePdf((await caseReportModel(api.ctx, api.db.orm, draft.c.institutionId, draft.c, 'zh')).model)));
    for (const label of ['就诊原因', '出生史', '家庭语言', '主诉', '评估工具', '评估方法', '方言', '游戏观察', '家长访谈']) expect(zh).toContain(label);
    const en = squash(pdfText(await render.renderCasePdf((await caseReportModel(api.ctx, api.db.orm, draft.c.institutionId, draft.c, 'en')).model)));
    for (const label of ['Reason for referral', 'Birth history', 'Home language', 'Chief complaint', 'Methods', 'a dialect', 'Play observation', 'Parent interview']) expect(en).toContain(label);
  });

  it('prints a multi-select the portal stored as one joined string by its labels', async () => {
    const draft = (await demoCases()).find((r) => r.code === 'XY0006' && r.c.version === 'v1')!;
    const joined = { ...draft.c, editFromInfo: { ...(draft.c.editFromInfo as object), assessment_tools: { tools: 'Dream-ITS,observation,interview' } } };
    const presented = presentCase(joined, { childName: '', createdByName: '', reportIds: [], caseReports: [] });
    const blocks = (await caseSections(api.db.orm, draft.c.institutionId, presented, 'zh')).flatMap((s) => s.blocks);
    expect(blocks.find((b) => b.label === '评估工具')?.text).toBe('Dream-ITS、游戏观察、家长访谈');
  });

  it('prints the v2 paragraphs with inserted list values in the report language', async () => {
    const v2 = (await demoCases()).find((r) => r.code === 'XY0014')!;
    const en = squash(pdfText(await render.renderCasePdf((await caseReportModel(api.ctx, api.db.orm, v2.c.institutionId, v2.c, 'en')).model)));
    expect(en).toContain('mother');
    expect(en).toContain('two to three words');
    expect(en).toContain('Verbal');
    const zh = squash(pdfText(await render.renderCasePdf((await caseReportModel(api.ctx, api.db.orm, v2.c.institutionId, v2.c, 'zh')).model)));
    expect(zh.replace(/\s/g, '')).toContain('孩子由母亲陪同前来评估');
    expect(zh).toContain('言语提示');
  });

  it('keeps keys out of the case and summary PDFs the demo seed stored', async () => {
    const stored = await api.db.orm.select().from(caseReports);
    expect(stored.length).toBeGreaterThanOrEqual(4);
    const institutionA = (await demoCases()).find((r) => r.code === 'XY0006')!.c.institutionId;
    // The doctor's session speaks for institution A: its PDFs are read as the preview reads them.
    for (const row of stored.filter((r) => r.institutionId === institutionA)) {
      const text = pdfText(await storedPdf(api.app, doctor.token, row.fileId));
      expect(leakedKeys(text, 'zh', forbiddenKeys('zh', [...V1_FORMS, 'compass_dynamic_state_from'], CASE_KEYS)), row.fileId).toEqual([]);
    }
  });
});

describe('summary PDFs print labels, never keys', () => {
  it('prints both demo summaries, in zh and en, with the composites by name', async () => {
    const rows = await api.db.orm
      .select({ s: summaryReports, child: children })
      .from(summaryReports)
      .innerJoin(children, and(eq(children.institutionId, summaryReports.institutionId), eq(children.id, summaryReports.childrenId)));
    expect(rows).toHaveLength(2);
    for (const { s, child } of rows) {
      const answer = await call(api.app, P.summaryReport, { token: doctor.token, query: { _id: child.id } });
      expect(answer.status).toBe(200);
      const testsShown = answer.body.data.tests as SummaryReport['tests'];
      expect(testsShown.length).toBeGreaterThan(0);
      const compositeKeys = testsShown.flatMap((t) => t.summary.map((r) => r.key));
      for (const locale of LOCALES) {
        const model = await summaryModel(api.db.orm, {
          institutionId: s.institutionId,
          locale,
          clinicianId: null,
          child: { name: child.name, gender: child.gender, birthday: child.birthday, children_code: child.childrenCode },
          tests: testsShown,
          day: '2026-01-15',
        });
        const text = pdfText(await render.renderCasePdf(model), `summary-${s.id}-${locale}`);
        expect(leakedKeys(text, locale, forbiddenKeys(locale, [], [...compositeKeys, 'male', 'female'], TOOL_LOVS)), `${child.childrenCode} ${s.status} ${locale}`).toEqual([]);
        expect(squash(text)).toContain(locale === 'zh' ? testsShown[0]!.summary[0]!.name.zh : testsShown[0]!.summary[0]!.name.en);
      }
    }
  }, 60_000);
});

describe('test report PDFs print labels, never keys', () => {
  it('prints each demo test report (Dream-ITS, Dream-IT, Dream-S), in zh and en, without composite or target keys', async () => {
    const rows = await api.db.orm
      .select({ report: reports, test: tests, tool: institutionTools })
      .from(reports)
      .innerJoin(tests, and(eq(tests.institutionId, reports.institutionId), eq(tests.id, reports.testId)))
      .innerJoin(institutionTools, and(eq(institutionTools.institutionId, tests.institutionId), eq(institutionTools.toolsType, tests.toolsType)))
      // The speech-tool area's item reports are checked by swams' tests.
      .where(inArray(tests.toolsType, [...REPORT_ENGINE_TOOLS]));
    expect(new Set(rows.map((r) => r.test.toolsType))).toEqual(new Set(['Dream-ITS', 'Dream-IT', 'Dream-S-2.0']));
    for (const { report, test, tool } of rows) {
      const scores = test.scores as StoredScores;
      const keys = [
        ...scores.composites.map((c) => c.key),
        ...scores.targets.map((t) => (t as { key?: string }).key ?? '').filter(Boolean),
        'male',
        'female',
      ];
      for (const locale of LOCALES) {
        const model = await buildReportModel(api.db.orm, { test, scores, tool, version: report.reportVersion, locale });
        const text = pdfText(await render.renderReportPdf(model), `report-${report.id}-${locale}`);
        expect(leakedKeys(text, locale, forbiddenKeys(locale, [], keys, TOOL_LOVS)), `${test.toolsType} ${test.testCode} ${locale}`).toEqual([]);
      }
    }
  }, 120_000);
});

