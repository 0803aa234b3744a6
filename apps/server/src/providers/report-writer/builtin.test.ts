/** The built-in writer on a hand-made scored report: every area by its label, its numbers read out, its activities. */
import { describe, expect, it } from 'vitest';
import { BuiltinReportWriter } from './builtin';
import { sampleWriterInput } from './sample-input';

const section = (text: string, heading: string) => {
  const start = text.indexOf(`## ${heading}\n`);
  if (start < 0) throw new Error(`no section ${heading}`);
  const next = text.indexOf('\n## ', start + 3);
  return text.slice(start, next < 0 ? undefined : next);
};
const items = (block: string) => block.split('\n').filter((line) => line.startsWith('- ')).length;

describe('the built-in writer', () => {
  it('writes zh: each area under its label, with its standard score, percentile and 2–4 activities', async () => {
    const { zh } = await new BuiltinReportWriter().write(sampleWriterInput('zh'));
    expect(zh).toBeDefined();
    const text = zh!;
    expect(text.startsWith('# 林小雨的评估结果解读\n')).toBe(true);
    expect(text).toContain('它不是诊断');
    expect(text).toContain('测评时孩子的年龄：4岁2个月3天。');
    const total = section(text, '语言总分');
    expect(total).toContain('标准分 78，低于同龄儿童的平均范围。');
    expect(total).toContain('百分位 7：在 100 名同龄儿童中，大约有 7 名的得分不高于孩子。');
    expect(total).toContain('低于本工具为孩子这个年龄设定的关注线');
    expect(items(total)).toBe(3);
    const receptive = section(text, '接受性语言');
    expect(receptive).toContain('标准分 96，处于同龄儿童的平均范围（85–115）。');
    expect(items(receptive)).toBe(2);
    // A child of 50 months gets the activities for children from three: two-step directions here.
    expect(receptive).toContain('两步指令');
    expect(section(text, '表达性语言')).toContain('标准分 64，明显低于同龄儿童的平均范围。');
    expect(section(text, '表达性语言')).toContain('百分位不到 1');
    expect(section(text, '认知游戏')).toContain('标准分 118，高于同龄儿童的平均范围。');
    expect(section(text, '发展年龄')).toContain('比实际年龄小约 10 个月');
    expect(section(text, '给家长的建议')).toContain('需要重点练习的方面：语言总分、表达性语言。');
    // The screen's labels only: no composite key, no demonstration notice for real norms.
    expect(text).not.toMatch(/total_language|receptive|zone_|expressive/);
    expect(text).not.toContain('演示');
  });

  it('writes en with the English labels and the same numbers', async () => {
    const { en } = await new BuiltinReportWriter().write(sampleWriterInput('en'));
    const text = en!;
    expect(text.startsWith('# Understanding 林小雨’s results\n')).toBe(true);
    expect(section(text, 'Total language')).toContain('Standard score 78: below the average range for children of the same age.');
    expect(section(text, 'Total language')).toContain('Percentile 7: out of 100 children of the same age, about 7 would score at or below your child.');
    expect(section(text, 'Expressive language')).toContain('Percentile below 1');
    expect(items(section(text, 'Cognitive play'))).toBe(2);
    expect(section(text, 'For parents')).toContain('Areas to practise most: Total language, Expressive language.');
    expect(text.replaceAll('林小雨', '')).not.toMatch(/\p{Script=Han}/u);
    expect(text).not.toMatch(/total_language|zone_play/);
  });

  it('says so when the scores come from demonstration norms, and picks toddler activities under three', async () => {
    const input = { ...sampleWriterInput('zh'), demonstration: true, child: { ...sampleWriterInput().child, ageMonths: 20 } };
    const { zh } = await new BuiltinReportWriter().write(input);
    expect(zh).toContain('演示用的常模或题库');
    expect(section(zh!, '接受性语言')).toContain('“球在哪里？把球给妈妈。”');
  });
});
