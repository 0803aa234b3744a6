/**
 * The texts a generated report adds to the scores: how an age reads, what each capability zone's
 * light means, and the developmental-age summary. Pure, zh and en always both.
 */
import type { DevelopmentalAge, Light, Locale } from '@portal/shared';
import type { LocalizedText } from './render';

const T = (zh: string, en: string): LocalizedText => ({ zh, en });

/** 45 → 3岁9个月 / 3 years 9 months; under a year just the months. */
export function monthsText(months: number, locale: Locale): string {
  const y = Math.floor(months / 12);
  const m = months % 12;
  if (locale === 'zh') return y > 0 ? `${y}岁${m}个月` : `${m}个月`;
  const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return y > 0 ? `${unit(y, 'year')} ${unit(m, 'month')}` : unit(m, 'month');
}

export function developmentalAgeText(age: DevelopmentalAge | null, locale: Locale): string {
  if (!age) return '—';
  const text = monthsText(age.months, locale);
  if (age.status === 'below') return locale === 'zh' ? `低于${text}` : `below ${text}`;
  if (age.status === 'above') return locale === 'zh' ? `高于${text}` : `above ${text}`;
  return text;
}

/** Within this many months of the child's age, the developmental age counts as on a par with it. */
const ON_PAR_MONTHS = 2;

/** The developmental-age section: the total language's age equivalent against the child's age at the test. */
export function developmentalAgeSection(age: DevelopmentalAge | null, ageMonths: number): { age: LocalizedText; summary: LocalizedText } {
  if (!age) return { age: T('—', '—'), summary: T('本工具的常模未提供发展年龄。', 'The norms of this tool give no developmental age.') };
  const text = T(developmentalAgeText(age, 'zh'), developmentalAgeText(age, 'en'));
  if (age.status === 'below') {
    return { age: text, summary: T(`综合语言能力低于常模可计算的最低发展年龄（${monthsText(age.months, 'zh')}）。`, `Overall language ability is below the youngest developmental age the norms can give (${monthsText(age.months, 'en')}).`) };
  }
  if (age.status === 'above') {
    return { age: text, summary: T(`综合语言能力高于常模可计算的最高发展年龄（${monthsText(age.months, 'zh')}）。`, `Overall language ability is above the oldest developmental age the norms can give (${monthsText(age.months, 'en')}).`) };
  }
  const gap = age.months - ageMonths;
  const level = T(`综合语言能力相当于 ${monthsText(age.months, 'zh')} 儿童的水平`, `Overall language ability is at the level of a child of ${monthsText(age.months, 'en')}`);
  if (Math.abs(gap) <= ON_PAR_MONTHS) return { age: text, summary: T(`${level.zh}，与实际年龄相当。`, `${level.en}, on a par with chronological age.`) };
  const n = Math.abs(gap);
  return gap < 0
    ? { age: text, summary: T(`${level.zh}，比实际年龄小约 ${n} 个月。`, `${level.en}, about ${n} month${n === 1 ? '' : 's'} below chronological age.`) }
    : { age: text, summary: T(`${level.zh}，比实际年龄大约 ${n} 个月。`, `${level.en}, about ${n} month${n === 1 ? '' : 's'} above chronological age.`) };
}

/** What each capability zone's light says (four zones, each with a red or green light). */
const ZONE_TEXT: Record<string, Record<Light, LocalizedText>> = {
  zone_comprehension: {
    green: T('能理解与年龄相称的日常指令和问题，语言理解处于同龄范围。', 'Understands everyday instructions and questions as expected for age; comprehension is within the range of peers.'),
    red: T('理解日常指令和问题有困难，语言理解低于同龄范围，需要重点关注。', 'Has difficulty understanding everyday instructions and questions; comprehension is below the range of peers and needs attention.'),
  },
  zone_expression: {
    green: T('能用与年龄相称的词语和句子表达需要和想法。', 'Expresses needs and ideas with words and sentences as expected for age.'),
    red: T('词汇和句子的表达少于同龄儿童，需要在日常互动中重点支持。', 'Uses fewer words and sentences than peers; needs focused support in everyday interaction.'),
  },
  zone_social: {
    green: T('能主动发起并回应互动，社交沟通处于同龄范围。', 'Starts and answers interactions; social communication is within the range of peers.'),
    red: T('主动发起和回应互动较少，社交沟通需要关注。', 'Seldom starts or answers interactions; social communication needs attention.'),
  },
  zone_play: {
    green: T('游戏方式与年龄相称，能专注参与并模仿。', 'Plays in ways expected for age, with attention and imitation.'),
    red: T('游戏方式较单一，象征性游戏和模仿少于同龄儿童。', 'Play is limited, with less symbolic play and imitation than peers.'),
  },
};

export function zoneDescription(key: string, light: Light): LocalizedText {
  return ZONE_TEXT[key]?.[light] ?? (light === 'red' ? T('低于同龄范围，需要关注。', 'Below the range of peers; needs attention.') : T('处于同龄范围。', 'Within the range of peers.'));
}

/** The report file's name (extension added by the caller). */
export function reportTitle(childName: string, toolsType: string, version: string, locale: Locale): string {
  return locale === 'zh' ? `${childName}-${toolsType}-评估报告-${version}` : `${childName} ${toolsType} report ${version}`;
}
