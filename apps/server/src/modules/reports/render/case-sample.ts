/**
 * A complete demonstration case model with three bound reports, for tests, the benchmark and
 * trying the layout. The child's name has 㛃 (CJK Ext. A) and 𠮷 (Ext. B, outside the BMP).
 */
import type { CaseBoundReport, CaseKind, CaseReportModel, CaseSection } from './case-model';
import type { ReportLocale } from './model';

type Pair = readonly [zh: string, en: string];
const S = (locale: ReportLocale, [zh, en]: Pair): string => (locale === 'zh' ? zh : en);

const V1: readonly (readonly [Pair, readonly (readonly [Pair | null, Pair])[]])[] = [
  [['基本信息', 'Basic information'], [
    [['就诊原因', 'Reason for referral'], ['幼儿园老师反映孩子说话短、不愿在集体中表达。', 'Her kindergarten teacher reports short utterances and reluctance to speak in groups.']],
    [['出生史', 'Birth history'], ['足月顺产，出生体重 3.2 kg，无窒息史。', 'Full-term vaginal delivery, 3.2 kg, no asphyxia.']],
    [['家庭语言环境', 'Home language'], ['普通话为主，祖父母说温州话。', 'Mainly Mandarin; grandparents speak the Wenzhou dialect.']],
  ]],
  [['家长主诉', "Parents' chief complaint"], [
    [null, ['孩子 4 岁了，说话还是两三个字一句，讲不清楚幼儿园发生的事情；听得懂大人的话，但着急时会哭闹。家长担心上小学前跟不上。', 'She is four but still speaks in two- or three-word phrases and cannot tell what happened at kindergarten. She understands adults well but cries when frustrated. The parents worry she will not be ready for primary school.']],
  ]],
  [['评估工具与方法', 'Assessment tools and methods'], [
    [null, ['采用 DREAM-C 普通话儿童语言能力标准化评估、DREAM-ITS 婴幼儿沟通筛查家长问卷和 DREAM-S 学龄前语言筛查，结合 30 分钟自由游戏观察与家长访谈。', 'DREAM-C standardised Mandarin language assessment, the DREAM-ITS parent questionnaire and DREAM-S preschool screening, together with 30 minutes of free-play observation and a parent interview.']],
  ]],
  [['评估建议', 'Assessment recommendations'], [
    [null, ['语言理解处于同龄平均范围，语言表达与句法明显落后（标准分 84 与 79）。建议开展以表达和句法为重点的语言干预，三个月后复评。', 'Receptive language is within the average range; expression and syntax are clearly behind (standard scores 84 and 79). We recommend language intervention focused on expression and syntax and a re-assessment in three months.']],
  ]],
  [['干预计划', 'Intervention plan'], [
    [['频率', 'Frequency'], ['每周 2 次个训，每次 45 分钟；每月 1 次家长指导。', 'Two 45-minute individual sessions a week; one parent-coaching session a month.']],
    [['目标', 'Goals'], [
      Array.from({ length: 6 }, (_, i) => `第 ${i + 1} 阶段：在结构化游戏中，用 3–4 个词的句子描述图片和动作，逐步加入“因为、然后、但是”等连词，并在日常对话中迁移使用；每阶段结束时由治疗师记录使用频率并与家长一起回顾进展，必要时调整下一阶段的材料和提示方式。`).join('\n'),
      Array.from({ length: 6 }, (_, i) => `Stage ${i + 1}: in structured play, describe pictures and actions with three- to four-word sentences, gradually adding conjunctions such as "because", "then" and "but", and carry them over into everyday conversation. At the end of each stage the therapist records how often they are used and reviews progress with the parents, adjusting the next stage's materials and prompts where needed.`).join('\n'),
    ]],
  ]],
  [['家长建议', 'Parental advice'], [
    [null, ['每天安排 15–20 分钟亲子共读，示范完整句子并耐心等待孩子回应；避免替孩子说完，多用开放式问题。', 'Read together for 15–20 minutes a day, model complete sentences and wait for her reply; avoid finishing her sentences and ask open questions.']],
  ]],
];

const V2_TITLES: readonly Pair[] = [
  ['背景信息', 'Background information'],
  ['语言发展', 'Language development'],
  ['其他能力发展', 'Other ability development'],
  ['家长期望', 'Parent expectations'],
  ['临床观察', 'Clinical observation'],
  ['动态评估', 'Dynamic assessment'],
];

const ROW_NAMES: readonly Pair[] = [
  ['总语言', 'Total language'],
  ['语言理解', 'Receptive language'],
  ['语言表达', 'Expressive language'],
];

function reports(locale: ReportLocale): CaseBoundReport[] {
  const eq = locale === 'zh' ? ['3岁9个月', '4岁0个月', '3岁4个月'] : ['3 y 9 m', '4 y 0 m', '3 y 4 m'];
  const row = (i: number, raw: number, standard: number, ci: [number, number], percentile: number | '<1' | '>99', light: 'red' | 'green', age = true) => ({
    name: S(locale, ROW_NAMES[i] ?? ['', '']),
    raw, standard, ciLow: ci[0], ciHigh: ci[1], percentile, light,
    ...(age ? { ageEquivalent: eq[i] ?? '' } : {}),
  });
  return [
    {
      toolsType: 'Dream-C-2.0',
      toolName: S(locale, ['普通话儿童语言能力标准化评估（DREAM-C）', 'DREAM-C Mandarin Language Assessment']),
      testCode: 'DC-20261022-0137', reportVersion: 'v2.1', testedAt: '2026-10-22',
      rows: [row(0, 112, 94, [88, 100], 34, 'green'), row(1, 61, 98, [91, 105], 45, 'green'), row(2, 51, 84, [77, 93], 14, 'red')],
    },
    {
      toolsType: 'Dream-ITS',
      toolName: S(locale, ['婴幼儿沟通筛查（DREAM-ITS）', 'DREAM-ITS Infant–Toddler Communication Screening']),
      testCode: 'ITS-20261015-0042', reportVersion: 'v1.3', testedAt: '2026-10-15',
      rows: [row(0, 47, 88, [81, 96], 21, 'green', false), row(2, 19, 69, [62, 78], '<1', 'red', false)],
    },
    {
      toolsType: 'Dream-S-2.0',
      toolName: S(locale, ['学龄前儿童语言筛查（DREAM-S）', 'DREAM-S Preschool Language Screening']),
      testCode: 'DS-20260910-0219', reportVersion: 'v2.0', testedAt: '2026-09-10',
      rows: [row(0, 33, 91, [84, 99], 27, 'green'), row(1, 18, 101, [93, 109], 53, 'green'), row(2, 15, 80, [73, 89], 9, 'red')],
    },
  ];
}

function sections(locale: ReportLocale, kind: CaseKind): CaseSection[] {
  if (kind !== 'v2') {
    return V1.map(([title, blocks]) => ({
      title: S(locale, title),
      blocks: blocks.map(([label, body]) => ({ ...(label ? { label: S(locale, label) } : {}), text: S(locale, body) })),
    }));
  }
  // v2 paragraphs carry the values picked in their inserted fields inline, as the page shows them.
  const bodies: readonly Pair[] = [
    ['孩子现就读于幼儿园中班，家庭主要语言为普通话，每天屏幕时间约 1 小时。', 'She attends the middle class of kindergarten; the home language is Mandarin; screen time is about 1 hour a day.'],
    ['18 个月说出第一个词，目前能说 2–3 个词的短句，较少使用连词和方位词。', 'First word at 18 months; now speaks in two- to three-word phrases and rarely uses conjunctions or location words.'],
    ['大运动与精细动作发展正常；能参与简单的轮流游戏，专注时间约 10 分钟。', 'Gross and fine motor development are typical; she joins simple turn-taking games and attends for about 10 minutes.'],
    ['希望孩子能清楚讲述一件事，并能在集体中主动发言。', 'The parents hope she will tell a story clearly and speak up in a group.'],
    ['评估中配合良好，对图片兴趣高；遇到困难时会看向家长求助。', 'Cooperative throughout and keen on pictures; looks to her parent for help when stuck.'],
    ['在示范和等待提示下，可将句子扩展至 4 个词，提示撤除后保持 2 次。', 'With modelling and wait-time prompts she extends sentences to four words and keeps it up twice after the prompts are withdrawn.'],
  ];
  return V2_TITLES.map((title, i) => ({ title: S(locale, title), blocks: [{ text: S(locale, bodies[i] ?? ['', '']) }] }));
}

export function sampleCaseModel(locale: ReportLocale = 'zh', kind: CaseKind = 'v1'): CaseReportModel {
  return {
    locale,
    kind,
    demonstration: true,
    institution: { name: S(locale, ['星河儿童发展中心', 'Xinghe Child Development Centre']) },
    clinician: S(locale, ['王晓雯', 'Wang Xiaowen']),
    generatedAt: '2026-10-23T02:30:00Z',
    timeZone: 'Asia/Shanghai',
    child: { name: '林㛃𠮷', gender: 'female', birthDate: '2022-09-19', ageAtTest: S(locale, ['4岁1个月4天', '4 y 1 m 4 d']), code: 'C-2022-0919-07' },
    sections: sections(locale, kind),
    reports: reports(locale),
  };
}
