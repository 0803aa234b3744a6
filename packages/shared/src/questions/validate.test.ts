import { describe, expect, it } from 'vitest';
import type { AnswerValue } from './answers';
import { exampleBank, exampleQuestion } from './fixtures/example';
import type { QuestionError } from './messages';
import type { QuestionShape } from './model';
import { isAnswered, validateAnswer, validateQuestionAnswer, type QuestionFlow } from './validate';

const library = exampleBank().library;
const [name, sounds, bodyParts, words, rhymes] = ['q1', 'q3', 'q5', 'q6', 'q10'].map((key) => exampleQuestion(key)) as QuestionShape[];
const playmates = exampleQuestion('p2', 'library_parents');

const noRelatedContent: QuestionError = { key: 'noRelatedContent', zh: '暂未选择相关内容', en: 'No related content selected yet' };
const notAnswered: QuestionError = { key: 'notAnswered', zh: '题目尚未作答', en: 'Question not yet answered' };
const nonExistentConfig: QuestionError = { key: 'nonExistentConfig', zh: '不存在的题目配置', en: 'Non-existent question config' };
const contentNotSelected: QuestionError = { key: 'contentNotSelected', zh: '尚未选择内容', en: 'Content not yet selected' };
const moreCount: QuestionError = { key: 'moreCountNotSelected', zh: '尚未选择“更多”的具体数量', en: 'The specific count of more not yet selected' };
const compositeEmpty: QuestionError = { key: 'compositeEmpty', zh: '请至少选择一项（理解或表达部分均可）', en: 'Please select at least one item, receptive or expressive part' };
const moreReceptive: QuestionError = { key: 'moreReceptiveCount', zh: '尚未选择“更多理解”的具体数量', en: 'The specific count of more receptive not yet selected' };
const moreExpressive: QuestionError = { key: 'moreExpressiveCount', zh: '尚未选择“更多表达”的具体数量', en: 'The specific count of more expressive not yet selected' };
const unknownChoice: QuestionError = { key: 'unknownChoice', zh: '所选内容不是本题的选项', en: 'The selected content is not one of this question’s choices' };

describe('validating one answer against its question', () => {
  it.each<[string, QuestionShape, AnswerValue | null, QuestionFlow, QuestionError | null]>([
    ['radio: unanswered (v1)', name!, null, 'v1', noRelatedContent],
    ['radio: unanswered (v2)', name!, null, 'v2', notAnswered],
    ['radio: an empty value', name!, { value: '' }, 'v1', noRelatedContent],
    ['radio: answered', name!, { value: 1 }, 'v1', null],
    ['radio: N.A. is a choice of q1', name!, { value: 'N.A.' }, 'v1', null],
    ['radio: a value that is no choice', name!, { value: 7 }, 'v1', unknownChoice],
    ['radio: optional and empty', rhymes!, null, 'v1', null],
    ['radio: optional but wrong', rhymes!, { value: 7 }, 'v1', unknownChoice],
    ['ConditionsChoose: nothing chosen (v2)', sounds!, {}, 'v2', notAnswered],
    ['ConditionsChoose: a choice without sub-options', sounds!, { value: 0, radioValue: 0 }, 'v1', null],
    ['ConditionsChoose: sub-options for a choice without them', sounds!, { value: 0, radioValue: 0, otherValues: ['dog'] }, 'v1', unknownChoice],
    ['ConditionsChoose: additional select left empty', sounds!, { value: 1, radioValue: 1 }, 'v1', contentNotSelected],
    ['ConditionsChoose: additional select ticked', sounds!, { value: 1, radioValue: 1, otherValues: ['cat'] }, 'v1', null],
    ['ConditionsChoose: "more" without its count', sounds!, { value: 1, radioValue: 1, otherValues: ['more'] }, 'v1', moreCount],
    ['ConditionsChoose: "more" with its count', sounds!, { value: 1, radioValue: 1, otherValues: ['more'], checkboxOtherValue: { more: 3 } }, 'v1', null],
    ['ConditionsChoose: a sub-option of no choice', sounds!, { value: 1, radioValue: 1, otherValues: ['cow'] }, 'v1', unknownChoice],
    ['checkbox: unanswered', bodyParts!, null, 'v1', noRelatedContent],
    ['checkbox: nothing ticked (v2)', bodyParts!, { checkboxValues: [] }, 'v2', notAnswered],
    ['checkbox: ticked', bodyParts!, { value: 2, checkboxValues: ['eyes', 'ears'] }, 'v1', null],
    ['checkbox: "more" without its count', bodyParts!, { checkboxValues: ['eyes', 'more'] }, 'v1', moreCount],
    ['checkbox: "more" with a special count', bodyParts!, { checkboxValues: ['more'], checkboxOtherValue: { more: 'N.A.' } }, 'v1', null],
    ['checkbox: "more" with a count that is no option', bodyParts!, { checkboxValues: ['more'], checkboxOtherValue: { more: 4 } }, 'v1', unknownChoice],
    ['checkbox: an unknown tick', playmates, { checkboxValues: ['teachers'] }, 'v1', unknownChoice],
    ['composite: unanswered', words!, null, 'v1', compositeEmpty],
    ['composite: rows all cleared', words!, { checkboxCompositeValues: { milk: { receptive: false, expressive: false } } }, 'v2', compositeEmpty],
    ['composite: one row understood', words!, { checkboxCompositeValues: { milk: { receptive: true, expressive: false } } }, 'v1', null],
    ['composite: only a "more" count', words!, { checkboxValues: ['more_expressive'], checkboxOtherValue: { more_expressive: 5 } }, 'v1', null],
    ['composite: "more understood" without its count', words!, { checkboxCompositeValues: { car: { receptive: true, expressive: true } }, checkboxValues: ['more_receptive'] }, 'v1', moreReceptive],
    ['composite: "more said" without its count', words!, { checkboxValues: ['more_expressive'] }, 'v1', moreExpressive],
    ['composite: an unknown row', words!, { checkboxCompositeValues: { cat: { receptive: true, expressive: false } } }, 'v1', unknownChoice],
    ['composite: a row ticked as a plain box', words!, { checkboxValues: ['milk'] }, 'v1', unknownChoice],
  ])('%s', (_, question, answer, flow, expected) => {
    expect(validateQuestionAnswer(question, answer, { flow })).toEqual(expected);
  });
});

describe('validating by answer key', () => {
  it.each<[string, string, AnswerValue | null, QuestionError | null]>([
    ['a known question', 'q1', { value: 0 }, null],
    ['an unknown key', 'q99', { value: 0 }, nonExistentConfig],
    ['a prototype member is no question', 'constructor', { value: 0 }, nonExistentConfig],
    ['the expressive part of a question with one', 'q2_Expressive', { value: 1 }, null],
    ['the expressive part, unanswered', 'q2_Expressive', null, noRelatedContent],
    ['an expressive part the question does not have', 'q1_Expressive', { value: 1 }, nonExistentConfig],
  ])('%s', (_, key, answer, expected) => {
    expect(validateAnswer(library, key, answer)).toEqual(expected);
  });
});

describe('answered', () => {
  it('means a non-empty record that passes', () => {
    expect(isAnswered(name!, { value: 1 })).toBe(true);
    expect(isAnswered(name!, { value: 7 })).toBe(false);
    expect(isAnswered(rhymes!, null)).toBe(false);
    expect(isAnswered(sounds!, { value: 1, radioValue: 1 })).toBe(false);
  });
});
