/** Test-only: a hand-made scored report (a Dream-S child of 4 years 2 months, two areas needing support). */
import type { ReportWriterInput } from './writer';

export function sampleWriterInput(locale: 'zh' | 'en' = 'zh'): ReportWriterInput {
  return {
    locale,
    child: { name: '林小雨', ageMonths: 50, ageText: { zh: '4岁2个月3天', en: '4 years 2 months 3 days' } },
    tool: { zh: 'Dream-S 2.0 儿童语言能力筛查', en: 'Dream-S 2.0 language screening' },
    areas: [
      { key: 'total_language', name: { zh: '语言总分', en: 'Total language' }, kind: 'language', standard: 78, percentile: 7, light: 'red' },
      { key: 'receptive', name: { zh: '接受性语言', en: 'Receptive language' }, kind: 'language', standard: 96, percentile: 39, light: 'green' },
      { key: 'expressive', name: { zh: '表达性语言', en: 'Expressive language' }, kind: 'language', standard: 64, percentile: '<1', light: 'red' },
      { key: 'zone_play', name: { zh: '认知游戏', en: 'Cognitive play' }, kind: 'zone', standard: 118, percentile: 88, light: 'green' },
    ],
    developmentalAge: { zh: '综合语言能力相当于 3岁4个月 儿童的水平，比实际年龄小约 10 个月。', en: 'Overall language ability is at the level of a child of 3 years 4 months, about 10 months below chronological age.' },
    demonstration: false,
  };
}
