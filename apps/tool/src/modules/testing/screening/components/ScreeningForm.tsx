/**
 * The Dream-ITS test page: every shown question of the library as one form (or, on the test-3
 * route, one page at a time), each change into the answer queue, the sync state, and submit: the
 * queue drains, is_end goes out, and the server either lists unanswered keys (a message naming
 * them by the numbers on the screen, the first one's page opened and it brought into view) or ends
 * the test (report).
 */
import { SendOutlined } from '@ant-design/icons';
import { answeredCount, errorCatalogue, questionNumbers, shownQuestionKeys, TESTING_PATHS, type Answers } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { App, Button, Flex, Spin, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toolPaths } from '../../../../routes';
import {
  blockedByStatus,
  PagedQuestions,
  QuestionList,
  scrollToQuestion,
  submitOutcome,
  SyncIndicator,
  TestBlocked,
  TestInfoBar,
  usePager,
  useTestAnswers,
  type Blocked,
} from '../../test-screen';
import type { ScreeningTest } from '../api';

export function ScreeningForm({ test, paged }: { test: ScreeningTest; paged: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [blocked, setBlocked] = useState<Blocked | null>(() => blockedByStatus(test.status));
  const onRefusal = useCallback(
    (code: number, text: string) => {
      if (code === errorCatalogue.testEnded.code) setBlocked({ kind: 'ended' });
      else if (code === errorCatalogue.testClosed.code) setBlocked({ kind: 'closed' });
      else void message.error(text);
    },
    [message],
  );
  const { answers, queue, state, put } = useTestAnswers({ testId: test._id, path: TESTING_PATHS.dreamitsSync, serverAnswers: test.answer, onRefusal });

  if (blocked) {
    const report = blocked.kind === 'ended' ? <Button type="primary" onClick={() => void navigate(toolPaths.screeningReport(test._id))} data-testid="view-report">{t('testing.test.viewReport')}</Button> : undefined;
    return <TestBlocked blocked={blocked} extra={report} />;
  }
  if (!answers || !queue) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} data-testid="test-loading" />;
  return <LoadedScreening test={test} paged={paged} answers={answers} put={put} end={() => queue.end()} state={state} onBlocked={setBlocked} />;
}

interface LoadedProps {
  test: ScreeningTest;
  paged: boolean;
  answers: Answers;
  put: ReturnType<typeof useTestAnswers>['put'];
  end: () => ReturnType<NonNullable<ReturnType<typeof useTestAnswers>['queue']>['end']>;
  state: ReturnType<typeof useTestAnswers>['state'];
  onBlocked: (blocked: Blocked) => void;
}

function LoadedScreening({ test, paged, answers, put, end, state, onBlocked }: LoadedProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const library = test.questions;
  const [showError, setShowError] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const pager = usePager(library, answers);
  const keys = useMemo(() => shownQuestionKeys(library, answers), [library, answers]);
  const progress = useMemo(() => answeredCount(library, answers), [library, answers]);
  const numbers = useMemo(() => questionNumbers(library, answers), [library, answers]);

  const submit = async () => {
    setSubmitting(true);
    try {
      const outcome = submitOutcome(await end(), library, answers, locale, paged);
      if (outcome.kind === 'omitted') {
        setShowError(true);
        void message.error({ content: <span data-testid="omitted-message">{outcome.message}</span>, duration: 8 });
        if (paged && outcome.first) pager.goTo(outcome.first.page);
        scrollToQuestion(outcome.first?.answerKey);
      } else if (outcome.kind === 'ended') {
        void navigate(toolPaths.screeningReport(test._id));
      } else if (outcome.kind === 'closed') {
        onBlocked({ kind: 'closed' });
      }
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  const status = (
    <>
      <Tag data-testid="answered-count">{t('testing.test.answered', progress)}</Tag>
      <SyncIndicator state={state} />
    </>
  );

  return (
    <div data-testid="screening-form" data-paged={paged}>
      <TestInfoBar test={test} extra={paged ? <SyncIndicator state={state} /> : status} />
      {paged ? (
        <PagedQuestions
          questions={library.question}
          pageCount={library.question_page_sort.length}
          pager={pager}
          answers={answers}
          onChange={put}
          flow="v1"
          showError={showError}
          onSubmit={() => void submit()}
          submitting={submitting}
          submitLabel={t('testing.test.submit')}
          status={<Tag>{t('testing.test.answered', progress)}</Tag>}
          numbers={numbers}
        />
      ) : (
        <>
          <QuestionList questions={library.question} keys={keys} answers={answers} onChange={put} flow="v1" showError={showError} numbers={numbers} />
          <Flex justify="center" gap={12} style={{ position: 'sticky', bottom: 0, padding: '12px 0', background: 'rgba(245,247,248,0.95)', zIndex: 5 }}>
            <Button type="primary" size="large" icon={<SendOutlined />} loading={submitting} onClick={() => void submit()} data-testid="screening-submit" style={{ minWidth: 200 }}>
              {submitting ? t('testing.sync.submitting') : t('testing.test.submit')}
            </Button>
          </Flex>
        </>
      )}
    </div>
  );
}
