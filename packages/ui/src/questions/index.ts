/** Question answer widgets: see README.md. */
export { QuestionView } from './QuestionView';
export { QuestionDescriptions } from './display';
export type { QuestionAnswer, QuestionViewProps } from './QuestionView';
export { questionActions, selectAllState, useQuestionActions } from './actions';
export type { AnswerChange, QuestionActions, SelectAllState } from './actions';
export { parseQuestionConfig, questionKind } from './config';
export type { QuestionConfig, QuestionKind } from './config';
export type { QuestionVariant } from './styles';
