/**
 * A complete, realistic report model (demonstration data) for tests, the benchmark and trying the
 * layout. The child's name has 㛃 (CJK Ext. A) and 𠮷 (Ext. B, outside the BMP).
 */
import type { LocalizedText, ReportLocale, ReportModel } from './model';

const T = (zh: string, en: string): LocalizedText => ({ zh, en });

const COMMENTS: Record<ReportLocale, string> = {
  zh: [
    '本次评估中，儿童配合良好，能在提示下完成全部题目。语言理解能力处于同龄平均范围，能听懂包含两个步骤的指令，并能根据问题指认图片中的人物和动作。',
    '语言表达方面明显弱于理解：多使用 2–3 个词的短句，较少使用连词和方位词，描述图片时以名词罗列为主，句法得分处于同龄第 8 百分位，是本次评估最需要关注的方面。',
    '建议家长每天安排 15–20 分钟的亲子共读或游戏时间，在互动中示范完整句子并等待孩子回应；三个月后复评，观察表达与句法的进步情况。',
  ].join('\n\n'),
  en: [
    'The child cooperated well and completed every item with prompting. Receptive language is within the average range for age: she follows two-step instructions and points to people and actions in pictures when asked.',
    'Expression is clearly weaker than understanding. She mostly uses two- to three-word phrases, rarely uses conjunctions or location words, and describes pictures by listing nouns. Syntax is at the 8th percentile for her age and is the area that most needs attention.',
    'We suggest 15–20 minutes a day of shared reading or play in which parents model complete sentences and wait for her reply, and a follow-up assessment in three months to review progress in expression and syntax.',
  ].join('\n\n'),
};

const AGE: Record<ReportLocale, { atTest: string; equivalents: string[] }> = {
  zh: { atTest: '4岁1个月3天', equivalents: ['3岁9个月', '4岁0个月', '3岁4个月', '3岁7个月', '3岁1个月'] },
  en: { atTest: '4 y 1 m 3 d', equivalents: ['3 y 9 m', '4 y 0 m', '3 y 4 m', '3 y 7 m', '3 y 1 m'] },
};

export function sampleReportModel(locale: ReportLocale = 'zh'): ReportModel {
  const eq = AGE[locale].equivalents;
  return {
    institution: { name: T('星河儿童发展中心', 'Xinghe Child Development Centre') },
    tool: { type: 'Dream-C-2.0', name: T('普通话儿童语言能力标准化评估（DREAM-C）', 'DREAM-C Mandarin Language Assessment') },
    reportVersion: 'v2.1',
    locale,
    child: { name: '林㛃𠮷', gender: 'female', birthDate: '2022-09-19', ageAtTest: AGE[locale].atTest },
    test: { code: 'DC-20261022-0137', date: '2026-10-22', clinician: locale === 'zh' ? '王晓雯' : 'Wang Xiaowen' },
    composites: [
      { key: 'total', name: T('总语言', 'Total language'), raw: 112, standard: 94, ci: [88, 100], percentile: 34, ageEquivalent: eq[0] ?? '', light: 'green' },
      { key: 'receptive', name: T('语言理解', 'Receptive language'), raw: 61, standard: 98, ci: [91, 105], percentile: 45, ageEquivalent: eq[1] ?? '', light: 'green' },
      { key: 'expressive', name: T('语言表达', 'Expressive language'), raw: 51, standard: 84, ci: [77, 93], percentile: 14, ageEquivalent: eq[2] ?? '', light: 'red' },
      { key: 'semantics', name: T('语义', 'Semantics'), raw: 58, standard: 90, ci: [83, 98], percentile: 25, ageEquivalent: eq[3] ?? '', light: 'green' },
      { key: 'syntax', name: T('句法', 'Syntax'), raw: 54, standard: 79, ci: [72, 88], percentile: 8, ageEquivalent: eq[4] ?? '', light: 'red' },
    ],
    zones: [
      {
        key: 'comprehension',
        name: T('语言理解', 'Language comprehension'),
        standard: 98,
        light: 'green',
        description: T('能理解日常指令和简单问题，词汇理解与同龄儿童相当。', 'Understands everyday instructions and simple questions; vocabulary comprehension is on a par with peers.'),
      },
      {
        key: 'expression',
        name: T('语言表达', 'Language expression'),
        standard: 84,
        light: 'red',
        description: T('句子短、结构简单，较少使用连词和方位词，需要重点支持。', 'Short, simple sentences with few conjunctions or location words; needs focused support.'),
      },
      {
        key: 'social',
        name: T('社交沟通', 'Social communication'),
        standard: 92,
        light: 'green',
        description: T('能主动发起互动并回应他人，轮流对话的时间还较短。', 'Starts and answers interactions; turn-taking in conversation is still brief.'),
      },
      {
        key: 'play',
        name: T('认知游戏', 'Cognitive play'),
        standard: 96,
        light: 'green',
        description: T('出现象征性游戏和简单情节的假装游戏，专注时间适合年龄。', 'Shows symbolic play and simple pretend sequences; attention span is age-appropriate.'),
      },
    ],
    curve: {
      seriesName: T('总语言标准分', 'total language standard score'),
      points: [
        { date: '2024-09-20', ageMonths: 24, standard: 82 },
        { date: '2025-03-25', ageMonths: 30.2, standard: 86 },
        { date: '2025-10-20', ageMonths: 37, standard: 89 },
        { date: '2026-10-22', ageMonths: 49.1, standard: 94 },
      ],
    },
    developmentalAge: {
      age: T('3岁9个月', '3 years 9 months'),
      summary: T(
        '综合语言能力相当于 3 岁 9 个月儿童的水平，比实际年龄小约 4 个月，差距主要来自语言表达与句法。',
        'Overall language ability is at the level of a child of 3 years 9 months, about four months below chronological age; the gap comes mainly from expression and syntax.',
      ),
    },
    interventionTargets: [
      T('能用 3–4 个词的句子描述图片中正在发生的事情。', 'Describe what is happening in a picture with sentences of three to four words.'),
      T('在指令和描述中正确使用“上、里、下、旁边”等方位词。', 'Use location words (on, in, under, next to) correctly in instructions and descriptions.'),
      T('在游戏中轮流说话，保持 3 个回合以上的对话。', 'Take turns in play and keep a conversation going for three or more turns.'),
      T('按顺序复述简短故事的开头、经过和结尾。', 'Retell the beginning, middle and end of a short story in order.'),
      T('理解并回答“为什么”“怎么办”类问题。', 'Understand and answer “why” and “what if” questions.'),
    ],
    clinicianComments: COMMENTS[locale],
    demonstration: true,
    generatedAt: '2026-10-22T02:30:00Z',
    timeZone: 'Asia/Shanghai',
  };
}
