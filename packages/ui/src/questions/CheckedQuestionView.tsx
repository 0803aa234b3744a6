/**
 * One question with its answer widget: controlled, rendering by the question's type and its
 * choices' types. Every change goes through the shared widget rules; messages come from the
 * shared `validateQuestionAnswer`.
 *
 * The question must already be a checked `Question`: the parent's page takes its bank from the
 * server, which checked it when the bank was stored, and loads this without zod (the schema check
 * cost a phone a third of a second). Configured questions of unknown shape go through
 * `QuestionView`, which checks them first.
 */
import {
  answerKeysOf,
  expressiveKey,
  questionMessages,
  textIn,
  validateQuestionAnswer,
  type AnswerValue,
  type Locale,
  type Question,
  type QuestionFlow,
} from '@portal/shared';
import { useContext, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionActions, type AnswerChange } from './actions';
import { CompositeQuestion } from './Composite';
import { QuestionDescriptions } from './display';
import { questionKind } from './kind';
import { CheckboxQuestion } from './MultiSelect';
import './question.css';
import { SingleChoice } from './SingleChoice';
import type { QuestionVariant } from './styles';
import type { WidgetProps } from './types';

export interface QuestionAnswer {
  value: AnswerValue | null;
  onChange: AnswerChange;
}

export interface CheckedQuestionViewProps extends QuestionAnswer {
  /** A question already checked with the shared `questionSchema` (here, or where it was stored). */
  question: Question;
  variant: QuestionVariant;
  locale: Locale;
  disabled?: boolean;
  /** The expressive answer (stored under `key + '_Expressive'`) of an `include_expressive` question. */
  expressive?: QuestionAnswer;
  /** Shows the shared validation message under each part (e.g. after a submit attempt). */
  showError?: boolean;
  /** v1 (default) says 'no related content selected yet' for a missing answer; v2 'question not yet answered'. */
  flow?: QuestionFlow;
  /** The answer key: radio group names and test ids (`question-<name>`); a generated one otherwise. */
  name?: string;
  /**
   * The number the screen shows (shared `questionNumbers`: shown questions counted across pages,
   * no gaps); without it the bank's own `index_count`.
   */
  number?: number | null;
  /**
   * Answer keys the server listed as unanswered at a submit: shown as missing (with `showError`)
   * even where the answer on this device looks complete (it never reached the server).
   */
  missing?: ReadonlySet<string>;
}

function Widget(props: WidgetProps) {
  switch (questionKind(props.question)) {
    case 'radio':
    case 'conditions':
      return <SingleChoice {...props} />;
    case 'checkbox':
      return <CheckboxQuestion {...props} />;
    case 'composite':
      return <CompositeQuestion {...props} />;
  }
}

interface PartProps {
  /** The id of the question's stem (the fieldset's legend). */
  stemId: string;
  question: Question;
  answer: QuestionAnswer;
  answerKey: string;
  title: string | null;
  base: Omit<WidgetProps, 'question' | 'value' | 'actions' | 'answerKey' | 'errorId'>;
  error: string | null;
}

/**
 * One answer of the question: the receptive one (the only one, usually) or the expressive one. The
 * two halves of a two-part question are framed and labelled each, so neither is taken for the
 * other or missed; a half still unanswered after a submit attempt is marked.
 */
function Part({ stemId, question, answer, answerKey, title, base, error }: PartProps) {
  const actions = useQuestionActions(question, answer.value, answer.onChange);
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const className = `qv-part${title ? ' qv-half' : ''}${error ? ' qv-part-missing' : ''}`;
  // A screen reader names the choices by the question, and a half by its title too ('理解').
  const labelledBy = title ? `${stemId} ${id}-title` : stemId;
  return (
    <div className={className} data-testid={`question-part-${answerKey}`} data-missing={error ? 'true' : undefined} role={title ? 'group' : undefined} aria-labelledby={title ? labelledBy : undefined}>
      {title ? (
        <div className="qv-part-title" id={`${id}-title`}>
          {title}
        </div>
      ) : null}
      <Widget {...base} question={question} value={answer.value} actions={actions} answerKey={answerKey} errorId={errorId} labelledBy={labelledBy} />
      {error ? (
        <div role="alert" id={errorId} className="qv-error" data-testid="question-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

function Header({ stemId, question, locale, notes, number }: { stemId: string; question: Question; locale: Locale; notes: string; number: number | undefined }) {
  const shown = useContext(QuestionDescriptions);
  const descriptions = shown ? (question.descriptions ?? []) : [];
  return (
    <>
      <legend className="qv-legend">
        {question.question_title ? <span className="qv-title">{textIn(question.question_title, locale)}</span> : null}
        <span className="qv-stem" id={stemId}>
          {number !== undefined ? (
            <span className="qv-index" data-testid="question-number">
              {`${number}.`}
            </span>
          ) : null}
          {textIn(question.question, locale)}
        </span>
      </legend>
      {descriptions.length > 0 ? (
        // Collapsible notes; open at first, since they say how to ask the question.
        <details open className="qv-notes qv-help">
          <summary>{notes}</summary>
          {descriptions.map((entry, i) => (
            <p key={i}>{textIn(entry.description, locale)}</p>
          ))}
        </details>
      ) : null}
    </>
  );
}

export function CheckedQuestionView(props: CheckedQuestionViewProps) {
  const { variant, locale, disabled, expressive, showError, flow } = props;
  const generated = useId();
  const name = props.name ?? generated;
  const stemId = `${generated}-stem`;
  const { i18n } = useTranslation();
  const t = useMemo(() => i18n.getFixedT(locale), [i18n, locale]);
  const question = props.question;
  const parent = variant === 'parent';
  const twoParts = answerKeysOf(name, question).length > 1 && expressive !== undefined;
  const message = (answer: AnswerValue | null, key: string) => {
    if (!showError) return null;
    const problem = validateQuestionAnswer(question, answer, flow ? { flow } : {});
    if (problem) return problem[locale];
    return props.missing?.has(key) ? questionMessages[flow === 'v2' ? 'notAnswered' : 'noRelatedContent'][locale] : null;
  };
  const base = { parent, locale, t, disabled };
  const errors = [message(props.value, name), twoParts ? message(expressive.value, expressiveKey(name)) : null];
  const number = props.number === undefined ? question.index_count : (props.number ?? undefined);
  return (
    <fieldset
      className={parent ? 'qv qv-parent' : 'qv qv-personal'}
      data-testid={`question-${name}`}
      data-kind={questionKind(question)}
      data-variant={variant}
      data-missing={errors.some((e) => e !== null) ? 'true' : undefined}
    >
      <Header stemId={stemId} question={question} locale={locale} notes={t('question.notes')} number={number} />
      <Part stemId={stemId} question={question} answer={props} answerKey={name} title={twoParts ? t('question.receptivePart') : null} base={base} error={errors[0] ?? null} />
      {twoParts ? <Part stemId={stemId} question={question} answer={expressive} answerKey={expressiveKey(name)} title={t('question.expressivePart')} base={base} error={errors[1] ?? null} /> : null}
    </fieldset>
  );
}
