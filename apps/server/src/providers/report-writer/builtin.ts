/**
 * The built-in writer: needs nothing configured. It composes the explanation from the scores
 * alone, sentence by sentence, so every sentence rests on a number of the report (a standard
 * score, a percentile, a light, the developmental age) or on how to read them; the activities are
 * chosen by the area, the child's age and whether the area needs support. Writes zh and en.
 */
import type { Locale } from '@portal/shared';
import { activitiesFor } from './builtin-activities';
import type { ReportWriter, ReportWriterInput, ReportWriterOutput, WriterArea } from './writer';

/** Standard-score bands of a mean-100, SD-15 scale (the scale every tool's norms use). */
function band(standard: number, locale: Locale): string {
  const zh = locale === 'zh';
  if (standard >= 115) return zh ? '高于同龄儿童的平均范围' : 'above the average range for children of the same age';
  if (standard >= 85) return zh ? '处于同龄儿童的平均范围（85–115）' : 'within the average range for children of the same age (85–115)';
  if (standard >= 70) return zh ? '低于同龄儿童的平均范围' : 'below the average range for children of the same age';
  return zh ? '明显低于同龄儿童的平均范围' : 'well below the average range for children of the same age';
}

function percentileSentence(percentile: WriterArea['percentile'], locale: Locale): string | null {
  if (percentile === null) return null;
  const zh = locale === 'zh';
  if (percentile === '<1') return zh ? '百分位不到 1：在 100 名同龄儿童中，得分不高于孩子的不到 1 名。' : 'Percentile below 1: out of 100 children of the same age, fewer than 1 would score at or below your child.';
  if (percentile === '>99') return zh ? '百分位超过 99：在 100 名同龄儿童中，得分不高于孩子的超过 99 名。' : 'Percentile above 99: out of 100 children of the same age, more than 99 would score at or below your child.';
  return zh
    ? `百分位 ${percentile}：在 100 名同龄儿童中，大约有 ${percentile} 名的得分不高于孩子。`
    : `Percentile ${percentile}: out of 100 children of the same age, about ${percentile} would score at or below your child.`;
}

const needsSupport = (area: WriterArea) => area.light === 'red' || area.standard < 85;

function areaSection(area: WriterArea, input: ReportWriterInput, locale: Locale): string[] {
  const zh = locale === 'zh';
  const name = area.name[locale];
  const lines = [`## ${name}`, zh ? `标准分 ${area.standard}，${band(area.standard, locale)}。` : `Standard score ${area.standard}: ${band(area.standard, locale)}.`];
  const percentile = percentileSentence(area.percentile, locale);
  if (percentile) lines.push(percentile);
  lines.push(
    area.light === 'red'
      ? zh
        ? `这一项低于本工具为孩子这个年龄设定的关注线，建议在家里每天有针对性地练习。`
        : `This is below the line the tool sets for your child’s age, so daily practice at home is advised.`
      : zh
        ? `这一项达到本工具为孩子这个年龄设定的范围，继续保持日常的交流和游戏即可。`
        : `This meets the range the tool sets for your child’s age; keep up everyday talk and play.`,
  );
  lines.push(zh ? '在家可以这样做：' : 'At home you can:');
  for (const activity of activitiesFor(area.key, input.child.ageMonths, needsSupport(area))) lines.push(`- ${activity[locale]}`);
  return lines;
}

export function writeBuiltinReport(input: ReportWriterInput, locale: Locale): string {
  const zh = locale === 'zh';
  const { child } = input;
  const lines: string[] = [
    zh ? `# ${child.name}的评估结果解读` : `# Understanding ${child.name}’s results`,
    zh
      ? `这份解读根据${input.tool.zh}的评分结果写成，帮助家长读懂报告并在家里练习。它不是诊断，请与评估老师一起讨论结果和训练计划。`
      : `This explanation is written from the scores of the ${input.tool.en} to help you read the report and practise at home. It is not a diagnosis: please discuss the results and the training plan with the clinician.`,
  ];
  if (input.demonstration) {
    lines.push(
      zh
        ? '注意：本次结果使用的是演示用的常模或题库，仅供体验，不能据此判断孩子的发展。'
        : 'Note: these results come from demonstration norms or questions; they are for trying the product and say nothing about your child’s development.',
    );
  }
  lines.push(zh ? `测评时孩子的年龄：${child.ageText.zh}。` : `Your child’s age at the test: ${child.ageText.en}.`);
  lines.push(
    '',
    zh ? '## 怎样读这些分数' : '## How to read the scores',
    zh ? '- 标准分：同龄儿童的平均分是 100，大多数儿童在 85 到 115 之间。' : '- Standard score: the average for children of the same age is 100; most children score between 85 and 115.',
    zh ? '- 百分位：在 100 名同龄儿童中，得分不高于孩子的大约有多少名。' : '- Percentile: out of 100 children of the same age, about how many would score at or below your child.',
  );
  for (const area of input.areas) lines.push('', ...areaSection(area, input, locale));
  lines.push('', zh ? '## 发展年龄' : '## Developmental age', input.developmentalAge[locale]);
  const support = input.areas.filter(needsSupport).map((a) => a.name[locale]);
  lines.push('', zh ? '## 给家长的建议' : '## For parents');
  lines.push(
    support.length > 0
      ? zh
        ? `- 需要重点练习的方面：${support.join('、')}。每天安排 10 到 15 分钟，在游戏和日常生活中练习。`
        : `- Areas to practise most: ${support.join(', ')}. Set aside 10 to 15 minutes a day, within play and daily routines.`
      : zh
        ? '- 各方面都达到本工具为孩子年龄设定的范围，继续保持丰富的日常交流。'
        : '- Every area meets the range the tool sets for your child’s age; keep up rich everyday conversation.',
    zh ? '- 请带着这份解读与评估老师沟通，由老师根据孩子的情况调整训练计划。' : '- Bring this explanation to the clinician, who will adjust the training plan to your child.',
  );
  return lines.join('\n');
}

export class BuiltinReportWriter implements ReportWriter {
  readonly name = 'builtin';
  readonly expectedSeconds = 1;

  write(input: ReportWriterInput): Promise<ReportWriterOutput> {
    return Promise.resolve({ zh: writeBuiltinReport(input, 'zh'), en: writeBuiltinReport(input, 'en') });
  }
}
