/** Question answer widgets: see README.md. */
export { QuestionView } from './QuestionView';
export { CheckedQuestionView } from './CheckedQuestionView';
export { QuestionDescriptions } from './display';
export type { QuestionAnswer, QuestionViewProps } from './QuestionView';
export { questionActions, selectAllState, useQuestionActions } from './actions';
export type { AnswerChange, QuestionActions, SelectAllState } from './actions';
export { parseQuestionConfig } from './config';
export type { QuestionConfig } from './config';
export { questionKind } from './kind';
export type { QuestionKind } from './kind';
export type { QuestionVariant } from './styles';
