import type { questionZh } from './question.zh';

/** Texts of the answer widgets in English (same keys as question.zh.ts). */
export const questionEn: typeof questionZh = {
  receptive: 'Understands',
  expressive: 'Says',
  receptivePart: 'Receptive (understands)',
  expressivePart: 'Expressive (says)',
  selectAll: 'Select all',
  countSelected: '{{count}} selected',
  tallies: 'Understands {{receptive}} · Says {{expressive}}',
  chooseCount: 'How many?',
  notes: 'Notes',
  item: 'Item',
  configOf: 'Question: {{key}}',
};
