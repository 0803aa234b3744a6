/**
 * One question with its answer widget (test-and-training §2.2 item 13, §4 "Answer widgets"):
 * controlled, rendering by the question's type and its choices' types. Every change goes through
 * the shared widget rules; messages come from the shared `validateQuestionAnswer`.
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
import { Alert, ConfigProvider } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionActions, type AnswerChange } from './actions';
import { CompositeQuestion } from './Composite';
import { parseQuestionConfig, questionKind } from './config';
import { CheckboxQuestion } from './MultiSelect';
import { SingleChoice } from './SingleChoice';
import { PARENT_THEME, useQuestionStyles, type QuestionStyles, type QuestionVariant } from './styles';
import type { WidgetProps } from './types';

export interface QuestionAnswer {
  value: AnswerValue | null;
  onChange: AnswerChange;
}

export interface QuestionViewProps extends QuestionAnswer {
  /** The question as a bank or a form item holds it; checked with the shared `questionSchema`. */
  question: unknown;
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
  question: Question;
  answer: QuestionAnswer;
  answerKey: string;
  title: string | null;
  base: Omit<WidgetProps, 'question' | 'value' | 'actions' | 'answerKey'>;
  error: string | null;
}

/** One answer of the question: the receptive one (the only one, usually) or the expressive one. */
function Part({ question, answer, answerKey, title, base, error }: PartProps) {
  const actions = useQuestionActions(question, answer.value, answer.onChange);
  const { styles } = base;
  return (
    <div style={styles.section} data-testid={`question-part-${answerKey}`} role="group" aria-label={title ?? undefined}>
      {title ? <div style={styles.sectionTitle}>{title}</div> : null}
      <Widget {...base} question={question} value={answer.value} actions={actions} answerKey={answerKey} />
      {error ? (
        <div role="alert" style={styles.error} data-testid="question-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

function Header({ question, locale, styles, notes }: { question: Question; locale: Locale; styles: QuestionStyles; notes: string }) {
  const descriptions = question.descriptions ?? [];
  return (
    <div>
      {question.question_title ? <div style={styles.title}>{textIn(question.question_title, locale)}</div> : null}
      <div style={styles.stem}>
        {question.index_count !== undefined ? <span style={{ marginInlineEnd: 6, fontVariantNumeric: 'tabular-nums' }}>{`${question.index_count}.`}</span> : null}
        {textIn(question.question, locale)}
      </div>
      {descriptions.length > 0 ? (
        // Collapsible notes (§2.2 item 2); open at first, since they say how to ask the question.
        <details open style={{ ...styles.help, marginTop: 4 }}>
          <summary style={{ cursor: 'pointer', padding: styles.parent ? '10px 0' : '2px 0', width: 'fit-content' }}>{notes}</summary>
          {descriptions.map((entry, i) => (
            <p key={i} style={{ margin: '2px 0 0' }}>
              {textIn(entry.description, locale)}
            </p>
          ))}
        </details>
      ) : null}
    </div>
  );
}

export function QuestionView(props: QuestionViewProps) {
  const { variant, locale, disabled, expressive, showError, flow } = props;
  const generated = useId();
  const name = props.name ?? generated;
  const { i18n } = useTranslation();
  const t = useMemo(() => i18n.getFixedT(locale), [i18n, locale]);
  const styles = useQuestionStyles(variant);
  const config = parseQuestionConfig(props.question);

  if (!config.ok) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid={`question-invalid-${name}`}
        title={questionMessages.nonExistentConfig[locale]}
        description={<pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{[t('question.configOf', { key: name }), ...config.problems].join('\n')}</pre>}
      />
    );
  }
  const question = config.question;
  const twoParts = answerKeysOf(name, question).length > 1 && expressive !== undefined;
  const message = (answer: AnswerValue | null) => (showError ? (validateQuestionAnswer(question, answer, flow ? { flow } : {})?.[locale] ?? null) : null);
  const base = { styles, locale, t, disabled };
  const body = (
    <div data-testid={`question-${name}`} data-kind={questionKind(question)} data-variant={variant} style={{ display: 'flex', flexDirection: 'column', gap: styles.parent ? 14 : 10, minWidth: 0, paddingTop: styles.parent ? 8 : 4 }}>
      <Header question={question} locale={locale} styles={styles} notes={t('question.notes')} />
      <Part question={question} answer={props} answerKey={name} title={twoParts ? t('question.receptive') : null} base={base} error={message(props.value)} />
      {twoParts ? <Part question={question} answer={expressive} answerKey={expressiveKey(name)} title={t('question.expressive')} base={base} error={message(expressive.value)} /> : null}
    </div>
  );
  return styles.parent ? <ConfigProvider theme={PARENT_THEME}>{body}</ConfigProvider> : body;
}
