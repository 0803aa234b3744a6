/**
 * Questionnaire messages (validation and unanswered keys) in zh and en, shaped like the field rules'
 * messages (`{ key, zh, en }`): the browser shows one language beside the question, the server
 * answers in the caller's. The en texts keep the spec's wording; zh is what a clinician would read.
 */
import { localizedText, type LocalizedText } from '../rules/messages';

export const questionMessages = {
  /** The default for every required question with no answer (v1 screening). */
  noRelatedContent: { zh: '暂未选择相关内容', en: 'No related content selected yet' },
  /** The same, in the v2 flow. */
  notAnswered: { zh: '题目尚未作答', en: 'Question not yet answered' },
  nonExistentConfig: { zh: '不存在的题目配置', en: 'Non-existent question config' },
  /** A ConditionsChoose choice's additional select with nothing ticked. */
  contentNotSelected: { zh: '尚未选择内容', en: 'Content not yet selected' },
  moreCountNotSelected: { zh: '尚未选择“更多”的具体数量', en: 'The specific count of more not yet selected' },
  compositeEmpty: { zh: '请至少选择一项（理解或表达部分均可）', en: 'Please select at least one item, receptive or expressive part' },
  moreReceptiveCount: { zh: '尚未选择“更多理解”的具体数量', en: 'The specific count of more receptive not yet selected' },
  moreExpressiveCount: { zh: '尚未选择“更多表达”的具体数量', en: 'The specific count of more expressive not yet selected' },
  /** Not in the spec: an answer naming a choice the question does not have (a forged or stale record). */
  unknownChoice: { zh: '所选内容不是本题的选项', en: 'The selected content is not one of this question’s choices' },
  /** A submission with unanswered parts, `{list}` from `missingMessage` (questions by number and part, per page). */
  omittedQuestions: { zh: '还有题目未作答——{list}', en: 'Some questions are not answered yet. {list}' },
  omittedUnnamed: { zh: '还有题目未作答，请检查后再提交', en: 'Some questions are not answered yet; please check and submit again' },
  missingOnPage: { zh: '第 {page} 页：{names}', en: 'Page {page}: {names}' },
  missingMore: { zh: '（共 {count} 处）', en: ' ({count} in all)' },
  questionNumber: { zh: '第 {n} 题', en: 'Question {n}' },
  unnumberedQuestion: { zh: '一道题', en: 'a question' },
  questionPart: { zh: '{question} {part}', en: '{question}, {part}' },
  partReceptive: { zh: '理解', en: 'receptive' },
  partExpressive: { zh: '表达', en: 'expressive' },
} as const satisfies Record<string, LocalizedText>;

export type QuestionMessageKey = keyof typeof questionMessages;

export interface QuestionError extends LocalizedText {
  key: QuestionMessageKey;
}

export function questionError(key: QuestionMessageKey, params?: Record<string, string | number>): QuestionError {
  return { key, ...localizedText(questionMessages[key], params) };
}
