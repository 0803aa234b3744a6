/**
 * The parent chain's forms (additional form, additional 2 form, operating guide, then the
 * questions) and their lists of values. Product configuration like the other definitions: added
 * at every start when missing (setup/definitions.ts).
 */
import type { FormDefinition, LovDefinition } from '@portal/shared';

export const PARENT_LOV_SEEDS: LovDefinition[] = [
  {
    lovName: 'parent_relation',
    description: '答题人与孩子的关系 / Who is answering',
    entries: [
      { value: 'mother', content: '妈妈', contentEn: 'Mother' },
      { value: 'father', content: '爸爸', contentEn: 'Father' },
      { value: 'grandparent', content: '祖父母 / 外祖父母', contentEn: 'Grandparent' },
      { value: 'other', content: '其他', contentEn: 'Other' },
    ],
  },
  {
    lovName: 'daily_language',
    description: '孩子的日常语言 / The child’s daily language',
    entries: [
      { value: 'mandarin', content: '普通话', contentEn: 'Mandarin' },
      { value: 'dialect', content: '方言', contentEn: 'A Chinese dialect' },
      { value: 'bilingual', content: '双语', contentEn: 'Bilingual' },
      { value: 'other', content: '其他', contentEn: 'Other' },
    ],
  },
  {
    lovName: 'main_caregiver',
    description: '主要照顾者 / Main caregiver',
    entries: [
      { value: 'parents', content: '父母', contentEn: 'Parents' },
      { value: 'grandparents', content: '祖父母 / 外祖父母', contentEn: 'Grandparents' },
      { value: 'nanny', content: '保姆', contentEn: 'Nanny' },
      { value: 'other', content: '其他', contentEn: 'Other' },
    ],
  },
];

const required = { type: 'required' as const };
const next = { operate_buttons: ['submit' as const], submit_title: { zh: '下一步', en: 'Next' } };

export const PARENT_FORM_SEEDS: FormDefinition[] = [
  {
    from_name: 'dream_it_info_additional_from',
    description: '家长补充信息（一） / Parent’s information (1)',
    property: next,
    fromItem: [
      { showName: '答题人信息', showNameEn: 'About you', keyName: 'answerer_title', input: { type: 'title' } },
      { showName: '您是孩子的', showNameEn: 'You are the child’s', keyName: 'relation', input: { type: 'lov', lovName: 'parent_relation' }, rules: [required] },
      { showName: '家长电话', showNameEn: 'Parent’s phone', keyName: 'parent_phone', input: { type: 'phoneNumber', props: { verify: true } }, rules: [required, { type: 'tel' }] },
      { showName: '孩子的日常语言', showNameEn: 'The child’s daily language', keyName: 'daily_language', input: { type: 'lov', lovName: 'daily_language' }, rules: [required] },
    ],
  },
  {
    from_name: 'dream_it_info_additional_2_from',
    description: '家长补充信息（二） / Parent’s information (2)',
    property: next,
    fromItem: [
      { showName: '孩子的成长情况', showNameEn: 'The child’s history', keyName: 'history_title', input: { type: 'title' } },
      { showName: '孩子是早产儿吗', showNameEn: 'Was the child born prematurely?', keyName: 'premature_birth', input: { type: 'radio', lovName: 'yes_no' }, rules: [required] },
      { showName: '孩子做过听力筛查吗', showNameEn: 'Has the child’s hearing been screened?', keyName: 'hearing_screened', input: { type: 'radio', lovName: 'yes_no' }, rules: [required] },
      { showName: '主要照顾者', showNameEn: 'Main caregiver', keyName: 'main_caregiver', input: { type: 'lov', lovName: 'main_caregiver' }, rules: [required] },
    ],
  },
  {
    from_name: 'dream_it_operating_guide_from',
    description: '答题操作指引 / How to answer',
    property: { operate_buttons: ['submit'], submit_title: { zh: '开始答题', en: 'Start answering' } },
    fromItem: [
      {
        showName: '请先收听操作指引：每道题会自动朗读，听完后选择最符合孩子平时表现的选项。',
        showNameEn: 'Please listen to the guide first: each question is read aloud; then choose what best fits how your child usually does.',
        keyName: 'guide_title',
        input: { type: 'title' },
      },
      { showName: '我已听完操作指引', showNameEn: 'I have listened to the guide', keyName: 'guide_listened', input: { type: 'checkbox' }, rules: [required] },
    ],
  },
];
