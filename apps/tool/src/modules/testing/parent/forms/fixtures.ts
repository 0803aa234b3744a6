/** The parent chain's first and last forms as the server seeds them (apps/server/src/modules/testing/seed-parent-forms.ts). */
import type { LovEntry } from '@portal/shared';
import type { ParentFormDefinition } from './model';

const required = { type: 'required' as const };

export const additionalForm: ParentFormDefinition = {
  from_name: 'dream_it_info_additional_from',
  description: '家长补充信息（一） / Parent’s information (1)',
  property: { operate_buttons: ['submit'], submit_title: { zh: '下一步', en: 'Next' } },
  fromItem: [
    { showName: '答题人信息', showNameEn: 'About you', keyName: 'answerer_title', input: { type: 'title' } },
    { showName: '您是孩子的', showNameEn: 'You are the child’s', keyName: 'relation', input: { type: 'lov', lovName: 'parent_relation' }, rules: [required] },
    { showName: '家长电话', showNameEn: 'Parent’s phone', keyName: 'parent_phone', input: { type: 'phoneNumber', props: { verify: true } }, rules: [required, { type: 'tel' }] },
    { showName: '孩子的日常语言', showNameEn: 'The child’s daily language', keyName: 'daily_language', input: { type: 'lov', lovName: 'daily_language' }, rules: [required] },
  ],
};

export const guideForm: ParentFormDefinition = {
  from_name: 'dream_it_operating_guide_from',
  property: { operate_buttons: ['submit'], submit_title: { zh: '开始答题', en: 'Start answering' } },
  fromItem: [
    { showName: '请先收听操作指引。', showNameEn: 'Please listen to the guide first.', keyName: 'guide_title', input: { type: 'title' } },
    { showName: '我已听完操作指引', showNameEn: 'I have listened to the guide', keyName: 'guide_listened', input: { type: 'checkbox' }, rules: [required] },
  ],
};

export const lovs: Record<string, LovEntry[]> = {
  parent_relation: [
    { value: 'mother', content: '妈妈', contentEn: 'Mother' },
    { value: 'father', content: '爸爸', contentEn: 'Father' },
  ],
  daily_language: [
    { value: 'mandarin', content: '普通话', contentEn: 'Mandarin' },
    { value: 'dialect', content: '方言', contentEn: 'A Chinese dialect' },
  ],
};
