/**
 * The report renderer, end to end without a database: render the sample model in each language,
 * read the PDF back with poppler (pdftotext, pdffonts) and check what a family would read.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingGlyphs, printedText, REPORT_LABELS, renderReportHtml, renderReportPdf, ReportModelSchema, sampleReportModel, type ReportModel } from './index';

const dir = mkdtempSync(path.join(tmpdir(), 'report-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Poppler is a hard requirement of this suite: a missing tool fails loudly instead of skipping. */
function poppler(tool: 'pdftotext' | 'pdffonts', args: string[]): string {
  const probe = spawnSync(tool, ['-v']);
  if (probe.error) throw new Error(`${tool} is not installed (apt-get install -y poppler-utils): ${probe.error.message}`);
  return execFileSync(tool, args, { encoding: 'utf8' });
}

async function renderToFile(model: ReportModel, name: string): Promise<{ file: string; size: number }> {
  const pdf = await renderReportPdf(model);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return { file, size: pdf.length };
}

/** pdftotext wraps lines where the layout did: compare with all whitespace removed. */
const squash = (text: string) => text.replace(/\s+/g, '');

describe('report labels', () => {
  it('has the same, non-empty keys in zh and en', () => {
    expect(Object.keys(REPORT_LABELS.en).sort()).toEqual(Object.keys(REPORT_LABELS.zh).sort());
    for (const labels of Object.values(REPORT_LABELS)) for (const value of Object.values(labels)) expect(value.trim()).not.toBe('');
  });
});

describe('report model schema', () => {
  it('accepts the sample and refuses a model without four zones', () => {
    expect(ReportModelSchema.safeParse(sampleReportModel('zh')).success).toBe(true);
    const bad = { ...sampleReportModel('zh'), zones: sampleReportModel('zh').zones.slice(0, 3) };
    expect(ReportModelSchema.safeParse(bad).success).toBe(false);
  });
});

describe('report font', () => {
  it('has a glyph for every character the sample prints, rare name characters included', () => {
    for (const locale of ['zh', 'en'] as const) expect(missingGlyphs(printedText(sampleReportModel(locale)))).toEqual([]);
    expect(missingGlyphs('林㛃䶮𠮷')).toEqual([]);
  });

  it('names the characters it cannot print', () => {
    expect(missingGlyphs('张𪚥')).toEqual(['𪚥']);
  });
});

describe.each([
  {
    locale: 'zh' as const,
    texts: ['语言与发展评估报告', '林㛃𠮷', '总语言', '语言理解', '语言表达', '语义', '句法', '95% 置信区间', '百分位', '88–100', '红灯', '绿灯', '发展正常', '需关注', '四大能力区', '社交沟通', '认知游戏', '发展曲线', '年龄（月）', 'P84', '3岁9个月', '个别化干预目标', '按顺序复述简短故事', '演示内容，不可用于临床', '第 1 页，共 2 页', '生成时间 2026-10-22 10:30'],
    comment: '语言表达方面明显弱于理解：多使用 2–3 个词的短句',
  },
  {
    locale: 'en' as const,
    texts: ['Language and Development Assessment Report', '林㛃𠮷', 'Total language', 'Receptive language', 'Expressive language', 'Semantics', 'Syntax', '95% CI', 'Percentile', '88–100', 'Red', 'Green', 'on track', 'needs attention', 'Social communication', 'Cognitive play', 'Development curve', 'Age (months)', 'P84', '3 years 9 months', 'Intervention targets', 'Retell the beginning', 'Demonstration content — not for clinical use', 'Page 1 of 2', 'Generated 2026-10-22 10:30'],
    comment: 'Expression is clearly weaker than understanding. She mostly uses two- to three-word phrases',
  },
])('PDF report in $locale', ({ locale, texts, comment }) => {
  let file = '';
  let size = 0;
  let text = '';
  beforeAll(async () => {
    ({ file, size } = await renderToFile(sampleReportModel(locale), `sample-${locale}`));
    text = poppler('pdftotext', ['-enc', 'UTF-8', file, '-']);
  });

  it('prints the child, the scores, the zones with text lights, the curve, targets and comments', () => {
    const flat = squash(text);
    for (const expected of texts) expect(flat, expected).toContain(squash(expected));
    expect(flat).toContain(squash(comment));
    // the summary row of the total: name, raw, standard score, CI, percentile, age equivalent
    expect(flat).toMatch(new RegExp(squash(locale === 'zh' ? '总语言 112 94 88–100 34 3岁9个月' : 'Total language 112 94 88–100 34 3 y 9 m')));
  });

  it('embeds a subset of the CJK font (only the glyphs used)', () => {
    const fonts = poppler('pdffonts', [file]);
    const rows = fonts.split('\n').filter((row) => row.includes('SourceHanSansSC'));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      expect(row).toMatch(/^[A-Z]{6}\+SourceHanSansSC-(Regular|Bold)\s/);
      expect(row).toMatch(/\byes\s+yes\s+yes\b/); // embedded, subset, ToUnicode
    }
    expect(fonts).not.toMatch(/\bno\s+no\b/); // nothing left unembedded
  });

  it('stays under 500 KB', () => {
    expect(size).toBeLessThan(500 * 1024);
  });
});

describe('PDF report details', () => {
  it('prints the demonstration notice only for demonstration content', async () => {
    const model = { ...sampleReportModel('en'), demonstration: false };
    const { file } = await renderToFile(model, 'real-en');
    expect(squash(poppler('pdftotext', ['-enc', 'UTF-8', file, '-']))).not.toContain(squash('Demonstration content'));
  });

  it('flows long multi-paragraph comments onto further pages with every paragraph intact', async () => {
    const paragraphsOf = Array.from({ length: 14 }, (_, i) => `第${i + 1}段：${'孩子在游戏中能够主动表达需求，并尝试使用完整句子回应成人的提问。'.repeat(4)}`);
    const model = { ...sampleReportModel('zh'), clinicianComments: paragraphsOf.join('\n\n') };
    const { file, size } = await renderToFile(model, 'long-zh');
    const text = poppler('pdftotext', ['-enc', 'UTF-8', file, '-']);
    for (const p of paragraphsOf) expect(squash(text)).toContain(squash(p));
    expect(text).toContain('共 3 页');
    expect(size).toBeLessThan(500 * 1024);
  });

  it('renders a first test (no earlier points) and an empty target list', async () => {
    const base = sampleReportModel('en');
    const model = { ...base, curve: { ...base.curve, points: [] }, interventionTargets: [], clinicianComments: '' };
    const { file } = await renderToFile(model, 'empty-en');
    const text = squash(poppler('pdftotext', ['-enc', 'UTF-8', file, '-']));
    expect(text).toContain(squash('No earlier test results yet.'));
  });
});

describe('HTML report', () => {
  it('is one self-contained page with the same content and an inline SVG chart', () => {
    const html = renderReportHtml(sampleReportModel('zh'));
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('林㛃𠮷');
    expect(html).toContain('88–100');
    expect(html).toContain('演示内容，不可用于临床');
    expect(html).toMatch(/<svg[^>]*viewBox/);
    expect(html).not.toMatch(/<(script|link|iframe)\b|src="http|href="http/i);
  });

  it('escapes names, comments and other model text', () => {
    const base = sampleReportModel('en');
    const model: ReportModel = {
      ...base,
      child: { ...base.child, name: '<img src=x onerror=alert(1)>' },
      curve: { ...base.curve, seriesName: { zh: '<b>x</b>', en: '<b>x</b>' } },
      clinicianComments: 'Fine.\n\n<script>alert("x")</script> & "quoted"',
    };
    const html = renderReportHtml(model);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quoted&quot;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
