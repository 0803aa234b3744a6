import type { AnswerValue, Locale, Question } from '@portal/shared';
import type { TFunction } from 'i18next';
import type { QuestionActions } from './actions';
import type { QuestionStyles } from './styles';

/** What every widget body receives from QuestionView. */
export interface WidgetProps {
  question: Question;
  value: AnswerValue | null;
  actions: QuestionActions;
  styles: QuestionStyles;
  locale: Locale;
  t: TFunction;
  disabled?: boolean | undefined;
  /** The answer key: radio group name, and what test ids are scoped by. */
  answerKey: string;
}
