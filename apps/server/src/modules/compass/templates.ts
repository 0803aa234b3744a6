/**
 * The paragraphs a new v2 case starts from (`complaint_info`): literal text with inserted list
 * and input fields, in both languages' words joined so either reader can fill them in. The lists
 * inserted are the ones `COMPASS_INSERT_LOV` offers (compass/seed.ts).
 */
import type { ComplaintInfo, ParagraphPart } from '@portal/shared';

const t = (key: string, text: string): ParagraphPart => ({ key, type: 'text', text });
const lov = (key: string, lovName: string, text: string): ParagraphPart => ({ key, type: 'lov', lovName, text });
const input = (key: string, text: string): ParagraphPart => ({ key, type: 'input', text });

export function defaultComplaint(): ComplaintInfo {
  return {
    background_information: [
      t('bg_1', '孩子由'),
      lov('bg_informant', 'compass_informant', '陪同者'),
      t('bg_2', '陪同前来评估，主要照养人为'),
      lov('bg_caregiver', 'compass_informant', '照养人'),
      t('bg_3', '；家庭主要语言为'),
      lov('bg_language', 'compass_home_language', '家庭语言'),
      t('bg_4', '。'),
    ],
    language_development: [t('ld_1', '目前能说'), input('ld_words', '词汇量'), t('ld_2', '个词，常用句长'), lov('ld_length', 'compass_utterance_length', '句长'), t('ld_3', '。')],
    other_energy_development: [t('od_1', '大运动、精细运动与社交情况：'), input('od_notes', '描述'), t('od_2', '。')],
    expectations_parents: [t('ep_1', '家长期望：'), input('ep_notes', '期望'), t('ep_2', '。')],
    input_map: {},
  };
}
