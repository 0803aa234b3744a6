/**
 * The item report (speech tests, Ment) end to end without a database: a long table flows over
 * pages with its head repeated, the HTML twin escapes what it prints, and a model whose rows do
 * not fit its columns is refused before anything is drawn.
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test-support';
import { itemPrintedText, ItemReportModelSchema, missingGlyphs, renderItemHtml, renderItemPdf, type ItemReportModel } from './index';

function model(rows: number): ItemReportModel {
  return {
    kind: 'items',
    locale: 'zh',
    demonstration: true,
    institution: { name: '星语儿童发展中心' },
    title: '语音评估报告',
    toolName: 'SWAM-S 移动端语音预警测试',
    reportVersion: 'v2',
    clinician: '李医生',
    child: { name: '陈梓萱', gender: 'female', birthDate: '2021-03-04', ageAtTest: '5岁10个月', code: 'XY0005' },
    test: { code: 'S202611250001', date: '2026-11-25' },
    summaryTitle: '结果概要',
    summary: [['题目数', String(rows)], ['平均有效准确率', '92.00']],
    conclusion: '儿童的叙事能力落后于同龄人',
    itemsTitle: '逐题结果',
    columns: [
      { title: '序号', width: 0.2, align: 'center' },
      { title: '目标词', width: 0.4, align: 'left' },
      { title: '有效准确率', width: 0.4, align: 'center' },
    ],
    rows: Array.from({ length: rows }, (_, i) => [String(i + 1), i === 0 ? '<苹果>' : `词${i + 1}`, i % 2 ? '—' : '92.00']),
    itemsNote: '评估师的修订优先。',
    sections: [{ title: '评估师意见', blocks: [{ text: '发音清楚。' }] }],
    generatedAt: '2026-11-25T08:00:00.000Z',
  };
}

describe('the item report', () => {
  it('prints every row over as many pages as it needs, with its details, summary and conclusion', async () => {
    const pdf = await renderItemPdf(model(60));
    const text = pdfText(pdf, 'items').replace(/\s+/g, '');
    for (const expected of ['语音评估报告', '陈梓萱', 'S202611250001', '结果概要', '儿童的叙事能力落后于同龄人', '逐题结果', '<苹果>', '词60', '评估师的修订优先。', '发音清楚。', '演示内容，不可用于临床', '第1页，共']) expect(text).toContain(expected);
    expect(text.split('目标词').length - 1).toBeGreaterThanOrEqual(2);
    expect(missingGlyphs(itemPrintedText(model(60)))).toEqual([]);
  });

  it('the HTML twin escapes the texts', () => {
    const html = renderItemHtml(model(3));
    expect(html).toContain('&lt;苹果&gt;');
    expect(html).not.toContain('<苹果>');
  });

  it('refuses a model whose rows do not fit its columns', () => {
    const bad = { ...model(2), rows: [['1', '苹果']] };
    expect(ItemReportModelSchema.safeParse(bad).success).toBe(false);
  });
});
