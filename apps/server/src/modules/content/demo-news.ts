/** The demo installation's news (global, zh and en, with covers): what the dashboard's 'latest news' shows. */
import type { ShippedArticle } from './shipped-types';

export const DEMO_NEWS: ShippedArticle[] = [
  {
    key: 'screening-week',
    cover: 'news-screening-week.png',
    zh: {
      name: '婴幼儿语言早筛周：扫码即可参与',
      summary: '本月起各合作机构开展 Dream-ITS 早筛周，家长扫码 5 分钟完成筛查。',
      content: '<p>本月起，各合作机构开展婴幼儿语言早筛周。家长在候诊时扫码即可完成 Dream-ITS 筛查，约 5–7 分钟。</p><p>未通过的儿童将由机构预约进一步评估并持续随访。请各机构在"早期筛查"中及时记录预约和随访情况。</p><p><em>（演示新闻）</em></p>',
    },
    en: {
      name: 'Infant language screening week: scan to take part',
      summary: 'Partner institutions run a Dream-ITS screening week this month; parents finish in about 5 minutes.',
      content: '<p>This month partner institutions run an infant language screening week. Parents scan a code in the waiting room and complete Dream-ITS in about 5–7 minutes.</p><p>Children who fail are booked for an assessment and followed up. Please record bookings and follow-ups under Early screening.</p><p><em>(Demonstration news)</em></p>',
    },
  },
  {
    key: 'report-v2',
    cover: 'news-report-v2.png',
    zh: {
      name: 'Dream-IT 报告新版本上线',
      summary: '新版报告增加发展曲线和个别化干预目标，可在生成报告时选择版本。',
      content: '<p>Dream-IT 新版报告已上线：每个能力区增加发展曲线与百分位，并给出个别化干预目标。</p><p>生成报告时可选择报告版本；机构默认版本由管理员在机构工具中设置。旧版报告继续保留。</p><p><em>（演示新闻）</em></p>',
    },
    en: {
      name: 'New Dream-IT report version released',
      summary: 'The new report adds development curves and individual intervention targets; choose the version when generating.',
      content: '<p>The new Dream-IT report is out: every zone now has development curves with percentiles and individual intervention targets.</p><p>Choose the report version when you generate a report; an administrator sets the institution\u2019s default on its tools. Earlier reports are kept.</p><p><em>(Demonstration news)</em></p>',
    },
  },
  {
    key: 'training-course',
    cover: 'news-training-course.png',
    zh: {
      name: '家庭语言训练课程开放报名',
      summary: '面向 0–4 岁儿童家庭的 Ment 课程开放，评估后可直接为儿童开通。',
      content: '<p>Ment 家庭语言训练课程现已开放。评估师可在"语言训练 › 训练学员"中为儿童开通课程，把家长链接发给家长。</p><p>课程包含示范视频和互动关卡，家长每天约 15 分钟即可完成。</p><p><em>（演示新闻）</em></p>',
    },
    en: {
      name: 'Home language-training course now open',
      summary: 'The Ment course for families of children aged 0–4 is open; enrol a child right after the assessment.',
      content: '<p>The Ment home language-training course is open. Clinicians enrol a child under Language training › Training students and send the parent link.</p><p>The course has demonstration videos and interactive levels; parents need about 15 minutes a day.</p><p><em>(Demonstration news)</em></p>',
    },
  },
  {
    key: 'parent-offline',
    cover: 'news-parent-offline.png',
    link: 'https://example.org/',
    zh: {
      name: '家长作答更可靠：断网也不丢答案',
      summary: '家长在手机上的每一次作答都会先保存在手机上，网络恢复后自动上传。',
      content: '<p>家长作答页面已升级：每一次选择都会先保存在手机上，即使在电梯或地下室断网，答案也不会丢失，网络恢复后自动上传。</p><p><em>（演示新闻）</em></p>',
    },
    en: {
      name: 'Parents\u2019 answers are safe even offline',
      summary: 'Every answer a parent gives is kept on the phone first and sent when the network returns.',
      content: '<p>The parents\u2019 pages now keep every answer on the phone first: even without network in a lift or a basement nothing is lost, and answers are sent once the network returns.</p><p><em>(Demonstration news)</em></p>',
    },
  },
];
