/**
 * What the demo cases say: clinical prose a speech-language clinician would write for each demo
 * child, matching the child's age and the demo test results it is bound to (seed-tests.ts: a
 * negative lead is a child behind). Every case opens with 【演示】 so no one mistakes it for a
 * real record. v1 values are keyed by section (`edit_from_info`); v2 values fill the template's
 * inserted fields (`input_map` of templates.ts: the printed text and, for lists, the entry's value).
 */
import type { DynamicState, InputMapEntry, OpenType } from '@portal/shared';

export type V1Sections = Record<string, Record<string, unknown>>;

export const V1_TEXTS = {
  /** XY0006, about 18 months, Dream-ITS well behind: the clinician has written the first three sections. */
  its_behind_draft: {
    basic_info: {
      referral: '【演示】儿童保健科转介：18 月龄常规体检时发现有意义词汇少，回应呼名不稳定。',
      birth_history: '足月顺产，出生体重 3.2 kg，无窒息抢救史；新生儿听力筛查双耳通过。',
      home_language: 'dialect',
    },
    chief_complaint: {
      complaint: '母亲诉孩子目前只会无意义发音，偶尔说“妈”；叫名字时多数时候不回头，喜欢反复开关柜门；与同龄亲戚家孩子相比明显说话晚。',
    },
    assessment_tools: {
      tools: ['Dream-ITS', 'observation', 'interview'],
      methods: '家长访谈结合 Dream-ITS 家长问卷；游戏观察 20 分钟，观察共同注意、模仿与对呼名的反应。',
    },
  },
  /** XY0004, about 34 months, Dream-IT well behind: complete and locked, the PDF not yet made. */
  it_behind_locked: {
    basic_info: {
      referral: '【演示】家长自行就诊，担心孩子语言发育落后于同龄儿童。',
      birth_history: '孕 38 周剖宫产，出生体重 2.9 kg；1 岁前反复中耳炎 3 次，复查听力正常。',
      home_language: 'mandarin',
    },
    chief_complaint: {
      complaint: '孩子近 3 岁，能说 30 个左右的单词，很少把两个词连起来说；想要东西时多拉大人的手；家长说的简单指令大多能听懂。',
    },
    assessment_tools: {
      tools: ['Dream-IT', 'observation', 'interview'],
      methods: 'Dream-IT 标准化测评（临床施测），结合自由游戏中的语言样本分析（15 分钟，共 42 个语句）。',
    },
    assessment_recommendations: {
      recommendations:
        '理解语言基本在正常范围下限，表达语言明显落后（标准分低于平均 1.5 个标准差以上），以词汇量不足和词语组合困难为主，建议进行为期 3 个月的系统语言干预，并于干预结束后复评。',
    },
    intervention_plan: {
      frequency: '每周 2 次个别训练，每次 40 分钟；家长全程参与并接受指导。',
      goals: '1. 3 个月内主动表达词汇增加到 100 个以上；2. 在游戏中自发使用“动词＋名词”两词组合，每次训练不少于 10 次；3. 能用语言而非拉手的方式提出要求。',
    },
    parental_advice: {
      advice: '每天安排 15–20 分钟面对面的亲子游戏；孩子发出声音或说出单词时及时回应并扩展一个词（如孩子说“车”，家长说“红色车”）；减少屏幕时间，每天不超过 30 分钟。',
    },
  },
  /** XY0009, about 7 months, Dream-ITS typical: reported. */
  its_typical_reported: {
    basic_info: {
      referral: '【演示】早期发展随访：家长希望了解孩子的语言前期发展情况。',
      birth_history: '足月顺产，出生体重 3.4 kg；新生儿听力筛查通过；大运动发育与月龄相符。',
      home_language: 'bilingual',
    },
    chief_complaint: {
      complaint: '家长无特殊担忧，孩子爱笑，会发出“ba-ba”“ma-ma”等重复音节；家中老人说方言、父母说普通话，想知道双语环境是否影响说话。',
    },
    assessment_tools: {
      tools: ['Dream-ITS', 'interview'],
      methods: 'Dream-ITS 家长问卷（随访），结合家长访谈了解家庭语言环境。',
    },
    assessment_recommendations: {
      recommendations: '测评结果显示，语言前期沟通（眼神交流、轮流发声、对声音的反应）均在同龄儿童正常范围内。双语环境不会导致语言发育迟缓，无需干预，建议 6 个月后复评。',
    },
    intervention_plan: {
      frequency: '暂不需要干预；6 个月后（约 13 月龄）复评。',
      goals: '持续观察：12 月龄左右出现第一个有意义的词，能用手指指向想要的物品。',
    },
    parental_advice: {
      advice: '家中每位成人坚持用自己最熟练的语言和孩子说话即可；多和孩子进行“你发一个音、我学一个音”的轮流游戏；每天共读绘本 10 分钟，边指边说。',
    },
  },
  /** CX0002 (institution B), about 2½ years, Dream-IT typical: a follow-up plan being written. */
  it_typical_draft: {
    basic_info: {
      referral: '【演示】幼儿园入园前评估，家长希望了解语言是否为入园做好准备。',
      birth_history: '足月顺产，无特殊病史。',
      home_language: 'mandarin',
    },
    chief_complaint: {
      complaint: '家长诉孩子会说很多词语和短句，但发音不太清楚，陌生人有时听不懂。',
    },
  },
} satisfies Record<string, V1Sections>;

const lov = (key: string, value: string, text: string): InputMapEntry => ({ key, type: 'lov', value, text });
const input = (key: string, text: string): InputMapEntry => ({ key, type: 'input', value: text, text });

export interface V2Texts {
  inputs: InputMapEntry[];
  openType: OpenType;
  dynamicState: DynamicState;
}

export const V2_TEXTS = {
  /** XY0001, about 4 years, Dream-S typical: two paragraphs filled so far. */
  s_typical_draft: {
    inputs: [
      lov('bg_informant', 'mother', '母亲'),
      lov('bg_caregiver', 'grandparent', '祖父母'),
      lov('bg_language', 'mandarin', '普通话'),
      input('ld_words', '【演示】1000 以上'),
      lov('ld_length', 'sentences', '完整句子'),
    ],
    openType: { basic_data: true, clinical_observation: false, report: true, dynamic_state: false },
    dynamicState: { values: {} },
  },
  /** XY0010, about 3¾ years, Dream-S well behind: complete and locked. */
  s_behind_locked: {
    inputs: [
      lov('bg_informant', 'father', '父亲'),
      lov('bg_caregiver', 'mother', '母亲'),
      lov('bg_language', 'dialect', '方言'),
      input('ld_words', '【演示】约 80'),
      lov('ld_length', 'single', '单词句'),
      input('od_notes', '大运动发育正常，能双脚跳；精细运动略弱，握笔不稳；与小朋友玩耍时多为平行游戏，较少主动发起互动'),
      input('ep_notes', '希望孩子上幼儿园中班前能用短句表达需要，和老师同学正常交流'),
    ],
    openType: { basic_data: true, clinical_observation: true, report: true, dynamic_state: true },
    dynamicState: {
      values: {
        prompt_level: 'model',
        response: '在示范“我要＋物品”句式后，能模仿说出“我要球”，独立提出要求时仍多用单词。',
        modifiability: '示范后 3 次尝试中 2 次成功，学习反应良好，提示干预效果预期较好。',
      },
    },
  },
  /** XY0014, about 2¼ years, Dream-IT typical: reported, with dynamic assessment. */
  it_typical_reported: {
    inputs: [
      lov('bg_informant', 'mother', '母亲'),
      lov('bg_caregiver', 'mother', '母亲'),
      lov('bg_language', 'mandarin', '普通话'),
      input('ld_words', '【演示】约 300'),
      lov('ld_length', 'two_three', '两三个词'),
      input('od_notes', '大运动与精细运动发育与年龄相符，能搭 6 块积木；喜欢和成人玩假扮游戏，会给娃娃“喂饭”'),
      input('ep_notes', '希望孩子说话更清楚，能讲述在托班发生的事情'),
    ],
    openType: { basic_data: true, clinical_observation: true, report: true, dynamic_state: true },
    dynamicState: {
      values: {
        prompt_level: 'verbal',
        response: '在言语提示“小熊在做什么？”后，能说出“小熊吃饭”“小熊睡觉”等两词句。',
        modifiability: '提示后即能独立完成，可塑性高；维持家庭语言刺激即可，无需系统干预。',
      },
    },
  },
  /** CX0002 (institution B), about 2½ years, Dream-IT typical: reported. */
  cx_typical_reported: {
    inputs: [
      lov('bg_informant', 'grandparent', '祖父母'),
      lov('bg_caregiver', 'grandparent', '祖父母'),
      lov('bg_language', 'bilingual', '双语'),
      input('ld_words', '【演示】约 400'),
      lov('ld_length', 'sentences', '完整句子'),
      input('od_notes', '运动发育正常；能与同伴轮流玩滑梯，会主动分享玩具'),
      input('ep_notes', '希望入园后能听懂老师的普通话指令，说话更清楚'),
    ],
    openType: { basic_data: true, clinical_observation: true, report: true, dynamic_state: false },
    dynamicState: { values: {} },
  },
} satisfies Record<string, V2Texts>;
