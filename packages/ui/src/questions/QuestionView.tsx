/**
 * A question as a bank or a form item holds it, of unknown shape: checked with the shared
 * `questionSchema` (once per object), then drawn by `CheckedQuestionView`; a question that is not
 * one shows what is wrong with it instead of a widget.
 */
import { questionMessages } from '@portal/shared';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckedQuestionView, type CheckedQuestionViewProps } from './CheckedQuestionView';
import { parseQuestionConfig } from './config';

export type { QuestionAnswer } from './CheckedQuestionView';

export interface QuestionViewProps extends Omit<CheckedQuestionViewProps, 'question'> {
  /** The question as a bank or a form item holds it; checked with the shared `questionSchema`. */
  question: unknown;
}

export function QuestionView(props: QuestionViewProps) {
  const generated = useId();
  const name = props.name ?? generated;
  const { i18n } = useTranslation();
  const t = useMemo(() => i18n.getFixedT(props.locale), [i18n, props.locale]);
  const config = parseQuestionConfig(props.question);
  if (!config.ok) {
    return (
      <div role="alert" className="qv-invalid" data-testid={`question-invalid-${name}`}>
        <strong>{questionMessages.nonExistentConfig[props.locale]}</strong>
        <pre>{[t('question.configOf', { key: name }), ...config.problems].join('\n')}</pre>
      </div>
    );
  }
  return <CheckedQuestionView {...props} name={name} question={config.question} />;
}
