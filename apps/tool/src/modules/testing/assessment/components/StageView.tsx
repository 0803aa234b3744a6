/**
 * The paged stages of a v2 test: the additional-info stage (library_additional; its last page
 * 'finish' ends the stage and the test is read again) and the testing stage (the main library,
 * hide-answered, the parent's answers beside each question when the test shows them; the last
 * page's 'submit' ends the test). Unanswered keys from the server: a message naming them by the
 * numbers on the screen, and the page of the first one, scrolled to it, every missing one marked.
 */
import { errorCatalogue, questionNumbers, TESTING_PATHS, type Answers, type LibraryShape, type TestView } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { App, Spin } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toolPaths } from '../../../../routes';
import { PagedQuestions, scrollToQuestion, submitOutcome, SyncIndicator, TestBlocked, TestInfoBar, usePager, useTestAnswers, type Blocked, type TestAnswers } from '../../test-screen';
import { v2TestKey } from '../api';

export type Stage = 'additional' | 'testing';

export function StageView({ test, stage }: { test: TestView; stage: Stage }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const onRefusal = useCallback(
    (code: number, text: string) => {
      if (code === errorCatalogue.testEnded.code) void navigate(toolPaths.assessment('end', test._id), { replace: true });
      else if (code === errorCatalogue.testClosed.code) setBlocked({ kind: 'closed' });
      else void message.error(text);
    },
    [message, navigate, test._id],
  );
  const answers = useTestAnswers({ testId: test._id, path: TESTING_PATHS.v2Sync, serverAnswers: test.answer, onRefusal });
  if (blocked) return <TestBlocked blocked={blocked} />;
  if (!answers.answers || !answers.queue) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} data-testid="test-loading" />;
  return <LoadedStage test={test} stage={stage} answers={answers.answers} hook={answers} />;
}

function LoadedStage({ test, stage, answers, hook }: { test: TestView; stage: Stage; answers: Answers; hook: TestAnswers }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const view = stage === 'additional' ? test.library_additional : test.library;
  const library: LibraryShape = useMemo(() => view ?? { question: {}, question_total: 0, question_page_sort: [] }, [view]);
  const pager = usePager(library, answers);
  const numbers = useMemo(() => questionNumbers(library, answers), [library, answers]);
  const [showError, setShowError] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    if (!hook.queue) return;
    setSubmitting(true);
    try {
      const outcome = submitOutcome(await hook.queue.end(), library, answers, locale);
      if (outcome.kind === 'omitted') {
        setShowError(true);
        if (outcome.first) {
          pager.goTo(outcome.first.page);
          scrollToQuestion(outcome.first.answerKey);
        } else pager.reset();
        void message.error({ content: <span data-testid="omitted-message">{outcome.message}</span>, duration: 8 });
      } else if (outcome.kind === 'ended') {
        void navigate(toolPaths.assessment('end', test._id));
      } else if (stage === 'additional') {
        // The stage ended: the test is read again (status Testing) by the testing page.
        await queryClient.invalidateQueries({ queryKey: v2TestKey(test._id) });
        void navigate(toolPaths.assessment('testing', test._id));
      }
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div data-testid={`stage-${stage}`}>
      <TestInfoBar test={test} extra={stage === 'additional' ? <SyncIndicator state={hook.state} /> : undefined} />
      <PagedQuestions
        questions={library.question}
        pageCount={library.question_page_sort.length}
        pager={pager}
        answers={answers}
        onChange={hook.put}
        flow="v2"
        showError={showError}
        parentAnswers={stage === 'testing' && test.is_show_parents_answer ? test.answer_parents : null}
        onSubmit={() => void submit()}
        submitting={submitting}
        submitLabel={stage === 'additional' ? t('testing.additional.finish') : t('testing.test.submit')}
        status={stage === 'testing' ? <SyncIndicator state={hook.state} /> : undefined}
        hideAnsweredToggle={stage === 'testing'}
        numbers={numbers}
      />
    </div>
  );
}
