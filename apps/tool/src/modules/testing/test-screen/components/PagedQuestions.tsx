/**
 * One page of questions at a time: the page indicator, the hide-answered toggle, previous/next,
 * and on the last page the submit button instead of next.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { AnswerValue, Answers, QuestionFlow } from '@portal/shared';
import { Alert, Button, Card, Empty, Flex, Switch, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { usePager } from '../hooks/usePager';
import { QuestionList } from './QuestionList';

export interface PagedQuestionsProps {
  questions: Record<string, unknown>;
  pageCount: number;
  pager: ReturnType<typeof usePager>;
  answers: Answers;
  onChange: (key: string, value: AnswerValue | null) => void;
  flow: QuestionFlow;
  showError: boolean;
  parentAnswers?: Answers | null;
  onSubmit: () => void;
  submitting: boolean;
  submitLabel: string;
  /** Shown next to the toggle (the sync state). */
  status?: ReactNode;
  /** Whether to offer the hide-answered toggle. */
  hideAnsweredToggle?: boolean;
  /** The numbers the screen shows (shared `questionNumbers`). */
  numbers?: ReadonlyMap<string, number>;
}

export function PagedQuestions(props: PagedQuestionsProps) {
  const { t } = useTranslation();
  const { pager, questions, answers } = props;
  const { view } = pager;
  const top = useRef<HTMLDivElement>(null);
  // A new page starts at its top, not where the previous one was scrolled to.
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [view.page]);

  if (view.empty) return <Empty description={t('testing.test.noQuestions')} data-testid="no-questions" />;
  return (
    <div ref={top} style={{ display: 'flex', flexDirection: 'column', gap: 12, scrollMarginTop: 80 }}>
      <Card size="small">
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Typography.Text strong data-testid="page-indicator">
            {t('testing.test.page', { page: view.page + 1, total: props.pageCount })}
          </Typography.Text>
          <Flex align="center" gap={12} wrap>
            {props.status}
            {props.hideAnsweredToggle !== false ? (
              <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer' }}>
                <Switch size="small" checked={pager.hideAnswered} onChange={pager.toggleHideAnswered} data-testid="hide-answered" />
                {t('testing.test.hideAnswered')}
              </label>
            ) : null}
          </Flex>
        </Flex>
      </Card>
      {view.hopLimit ? <Alert type="info" showIcon title={t('testing.test.hopLimit', { hops: view.hopLimit })} /> : null}
      <QuestionList questions={questions} keys={view.keys} answers={answers} onChange={props.onChange} flow={props.flow} showError={props.showError} parentAnswers={props.parentAnswers} numbers={props.numbers} />
      <Flex justify="space-between" gap={12} style={{ position: 'sticky', bottom: 0, background: 'rgba(245,247,248,0.95)', padding: '12px 0', zIndex: 5 }}>
        <Button size="large" icon={<LeftOutlined />} disabled={view.first} onClick={pager.previous} data-testid="page-previous">
          {t('testing.test.previous')}
        </Button>
        {view.last ? (
          <Button size="large" type="primary" loading={props.submitting} onClick={props.onSubmit} data-testid="page-submit">
            {props.submitLabel}
          </Button>
        ) : (
          <Button size="large" type="primary" onClick={pager.next} data-testid="page-next">
            {t('testing.test.next')} <RightOutlined />
          </Button>
        )}
      </Flex>
    </div>
  );
}
