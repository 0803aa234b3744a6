/**
 * Questionnaire banks and rules shared by the tool site (what is shown) and the server (what is
 * checked and scored). See README.md for the format and the meaning of every field.
 */
export {
  questionText, choiceValue, choiceSchema, questionSchema, questionLibrary, questionBankV1,
  questionKey, answerKey, loadQuestionBank, describeBankProblem,
  QUESTION_BANK_SCHEMA_VERSION, QUESTION_KEY, QUESTION_TYPES, CHOICE_TYPES, COMPOSITE_PARTS,
  type QuestionText, type ChoiceValue, type Choice, type ChoiceType, type CompositePart,
  type Question, type QuestionInput, type QuestionType, type QuestionLibrary, type QuestionBank,
} from './schema';
export { BANK_REASONS } from './bank-checks';
export {
  EXPRESSIVE_SUFFIX, NOT_APPLICABLE, isCompositeQuestion, isCountingQuestion, keysInPageOrder,
  type QuestionShape, type LibraryShape,
} from './model';
export {
  answerScalar, answerValueSchema, answersSchema, compositeMark,
  type AnswerScalar, type AnswerValue, type Answers, type CompositeMark,
} from './answers';
export { textIn } from './text-in';
export { answerOf } from './answer-of';
export { expressiveKey, isExpressiveKey, baseKeyOf, answerKeysOf, resolveAnswerKey, type ResolvedAnswerKey } from './expressive';
export { triggerValues, triggerCount, isTriggered, shownQuestionKeys } from './triggers';
export { QUESTION_PAGE_HOP_LIMIT, pageQuestionKeys, movePage, firstPage, isLastPage, type PageMove, type PageDirection, type PagingOptions } from './paging';
export { hideAnsweredRadios } from './hide-answered';
export { unansweredKeys, answeredCount, type AnsweredCount } from './unanswered';
export { countingValue, compositeTallies, dropdownNumber, type CompositeTallies } from './counting';
export { finalizeAnswer } from './finalize';
export { answerText, answerTextWords } from './answer-text';
export { chooseRadio, chooseCondition, tickItem, chooseDropdown, markComposite, selectAll } from './widgets';
export { validateAnswer, validateQuestionAnswer, isAnswered, type QuestionFlow, type AnswerCheckOptions } from './validate';
export { questionMessages, questionError, type QuestionError, type QuestionMessageKey } from './messages';
export { questionNumbers, pageOfQuestion } from './numbering';
export { missingQuestions, missingName, missingMessage, MISSING_NAMED_MAX, type MissingQuestion } from './missing';
export {
  DEFAULT_PASS_SCORE, hasExpressivePart, partAnswerKey, partKey, scoredParts, maxPartPoints,
  type AnswerPart, type ScoredPart,
} from './scoring-fields';
export { partResult, type PartResult } from './points';
export { sampleAnswers, answerLibrary, type PartOutcome, type Decide } from './sample-answers';
