/**
 * The catalogue of test products as shipped (test-and-training §3 and §9 sample): the six tools,
 * titled per the tool title mapping, ages 0-3, 0-3, 3-8, 3-8, 2-10, 0-4, durations 5-7, 40-60,
 * 10, 60 and 10-15 minutes, price 73 each, all shown in the app. Covers and the video are
 * demonstration media (content/media/articles, marked '演示 DEMO').
 */
import type { ShippedArticle } from './shipped-types';

export const CATALOGUE_PRICE = 73;

const p = (minAge: number, maxAge: number) => ({ minAge, maxAge, price: CATALOGUE_PRICE });

export const SHIPPED_CATALOGUE: ShippedArticle[] = [
  {
    key: 'dream-its',
    cover: 'product-dream-its.png',
    product: p(0, 3),
    zh: {
      name: 'Dream-ITS',
      summary: '婴幼儿语言沟通筛查：家长在手机上作答，约 5–7 分钟，即时给出通过/未通过。',
      content: '<p>面向 0–3 岁婴幼儿的语言与沟通发展筛查。家长扫码即可作答，无需安装应用，约 5–7 分钟完成。</p><ul><li>覆盖语言理解、语言表达、社会沟通和认知游戏</li><li>即时判定通过/未通过，未通过者进入早期筛查随访</li><li>适合社区、儿保门诊和早教机构的大规模筛查</li></ul>',
    },
    en: {
      name: 'Dream-ITS',
      summary: 'Infant language-communication screening: parents answer on their phone in about 5–7 minutes, with an immediate pass or fail.',
      content: '<p>Screens language and communication development in children aged 0–3. Parents scan a code and answer, no app to install, in about 5–7 minutes.</p><ul><li>Covers comprehension, expression, social communication and cognitive play</li><li>Immediate pass or fail; a fail enters early-screening follow-up</li><li>Made for large-scale screening in communities, child-health clinics and early-education centres</li></ul>',
    },
  },
  {
    key: 'dream-it',
    cover: 'product-dream-it.png',
    product: p(0, 3),
    zh: {
      name: 'Dream-IT',
      summary: '婴幼儿语言沟通诊断性评估：约 40–60 分钟，给出四大能力区红绿灯、发展曲线和干预目标。',
      content: '<p>面向 0–3 岁婴幼儿的诊断性评估，约 40–60 分钟。</p><ul><li>四大能力区：语言理解、语言表达、社会沟通、认知游戏，各有红绿灯预警</li><li>发展曲线与百分位、发展年龄</li><li>个别化干预目标，可直接用于制定训练计划</li></ul>',
    },
    en: {
      name: 'Dream-IT',
      summary: 'Infant language-communication diagnostic assessment: about 40–60 minutes, with red/green lights per zone, development curves and intervention targets.',
      content: '<p>A diagnostic assessment for children aged 0–3, taking about 40–60 minutes.</p><ul><li>Four capability zones: comprehension, expression, social communication, cognitive play, each with a red/green warning light</li><li>Development curves with percentiles, developmental age</li><li>Individual intervention targets, ready for a training plan</li></ul>',
    },
  },
  {
    key: 'dream-s',
    cover: 'product-dream-s.png',
    product: p(3, 8),
    zh: {
      name: 'Dream-S 2.0',
      summary: '儿童语言能力筛查：评估师面对面施测，约 10 分钟。',
      content: '<p>面向 3–8 岁儿童的语言能力筛查，评估师面对面施测，约 10 分钟，快速发现语言能力落后的儿童。</p><ul><li>图片与语音题目，平板上即可完成</li><li>自动计分并生成报告</li></ul>',
    },
    en: {
      name: 'Dream-S 2.0',
      summary: 'Child language-ability screening, given face to face by a clinician in about 10 minutes.',
      content: '<p>Screens language ability in children aged 3–8, given face to face in about 10 minutes, to find children whose language lags behind.</p><ul><li>Picture and spoken items, run on a tablet</li><li>Scored automatically, with a report</li></ul>',
    },
  },
  {
    key: 'dream-c',
    cover: 'product-dream-c.png',
    product: p(3, 8),
    zh: {
      name: 'Dream-C',
      summary: '普通话听力理解与表达标准化评估：约 60 分钟，给出标准分、95% 置信区间和百分位。',
      content: '<p>面向 3–8 岁儿童的普通话听力理解与表达标准化评估，约 60 分钟。</p><p>报告给出总体语言、理解、表达、语义和句法的标准分、95% 置信区间和百分位，适用于诊断评估和干预前后对比。</p>',
    },
    en: {
      name: 'Dream-C',
      summary: 'Standardised Mandarin listening comprehension and expression assessment: about 60 minutes, with standard scores, 95% confidence intervals and percentiles.',
      content: '<p>A standardised assessment of Mandarin listening comprehension and expression for children aged 3–8, taking about 60 minutes.</p><p>The report gives standard scores, 95% confidence intervals and percentiles for total language, receptive, expressive, semantics and syntax: for diagnosis and for comparing before and after intervention.</p>',
    },
  },
  {
    key: 'swam',
    cover: 'product-swam.png',
    product: p(2, 10),
    zh: {
      name: 'SWAM',
      summary: '移动端言语预警测试：儿童看图说词，约 10–15 分钟，自动识别发音并给出音素准确率。',
      content: '<p>面向 2–10 岁儿童的言语预警测试，在平板或手机上进行，约 10–15 分钟。</p><ul><li>看图说词，自动录音与语音识别</li><li>逐词音素准确率，评估师可复听并修正</li></ul>',
    },
    en: {
      name: 'SWAM',
      summary: 'Speech early-warning test on mobile devices: the child names pictures in about 10–15 minutes; speech is recognised and scored per phoneme.',
      content: '<p>A speech early-warning test for children aged 2–10 on a tablet or phone, taking about 10–15 minutes.</p><ul><li>Picture naming with automatic recording and speech recognition</li><li>Phoneme accuracy per word, which clinicians can replay and correct</li></ul>',
    },
  },
  {
    key: 'ment',
    cover: 'product-ment.png',
    video: 'sample-video.mp4',
    product: p(0, 4),
    zh: {
      name: 'Ment',
      summary: '家长引导的早期语言家庭训练课程：6 小时课程，示范视频与 AI 引导互动关卡，"一起看、一起玩、一起说"。',
      content: '<p>面向 0–4 岁儿童家庭的早期语言家庭训练课程，课程时长 6 小时，2020 年发布。</p><ul><li>获美国知识产权授权，研究成果已在临床期刊发表</li><li>约 50 家三甲医院采用，已帮助近万个婴幼儿家庭</li><li>家庭训练体系：示范视频与 AI 引导的互动关卡——一起看、一起玩、一起说</li></ul><p>下方视频为演示素材。</p>',
    },
    en: {
      name: 'Ment',
      summary: 'Parent-guided early language home training: a 6-hour course with demonstration videos and AI-guided interactive levels ("watch together, play together, speak together").',
      content: '<p>An early language home-training course for families of children aged 0–4: 6 hours of course, published in 2020.</p><ul><li>Granted US intellectual-property protection; the research is published clinically</li><li>Adopted by about 50 top-tier hospitals; has helped nearly ten thousand infant families</li><li>A family training system of demonstration videos and AI-guided interactive levels: watch together, play together, speak together</li></ul><p>The video below is demonstration material.</p>',
    },
  },
];
