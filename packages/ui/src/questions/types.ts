import type { AnswerValue, Locale, Question } from '@portal/shared';
import type { TFunction } from 'i18next';
import type { QuestionActions } from './actions';

/** What every widget body receives from QuestionView. */
export interface WidgetProps {
  question: Question;
  value: AnswerValue | null;
  actions: QuestionActions;
  /** The parent look (large cards, one column on phones); else the personal one. */
  parent: boolean;
  locale: Locale;
  t: TFunction;
  disabled?: boolean | undefined;
  /** The answer key: radio group name, and what test ids are scoped by. */
  answerKey: string;
  /** The id of the part's shown validation message: its controls are marked invalid and point to it. */
  errorId?: string | undefined;
  /** Ids of what names the part's choices for a screen reader: the question's stem (and the half's title). */
  labelledBy?: string | undefined;
}

