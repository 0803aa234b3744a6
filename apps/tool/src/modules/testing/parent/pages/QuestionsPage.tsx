/**
 * The parent's questions (/…/questions): the main library paged by question_page_sort with the
 * shared paging and trigger rules, the parent widgets, question audio, every change through the
 * answer queue (kept on the phone until the server has it), and the irreversible submit.
 */
import { isParentOpenStatus, errorText, TESTING_PATHS, type ParentTestView } from '@portal/shared';
import { useEffect, useState } from 'react';
import { openAnswerQueue, prepareAnswerQueue, type AnswerQueue } from '../../../answer-queue';
import { codeOf, Loading, messageOf, MessagePage, navigate, pathOf, Relink, SESSION_GONE, showToast, useLocale, useParentView, type PageProps } from '../../../parent-frame';
import { Questionnaire } from '../questions/Questionnaire';
import { startWidgetI18n } from '../questions/widget-i18n';

startWidgetI18n();
// This code is fetched as soon as a page is known to lead here: the phone's store opens alongside.
prepareAnswerQueue();

/** The test's queue, open while the page is. */
function useQueue(testId: string, onRefusal: (code: number, message: string) => void): { queue: AnswerQueue | null; error: unknown } {
  const [opened, setOpened] = useState<{ queue: AnswerQueue | null; error: unknown }>({ queue: null, error: null });
  useEffect(() => {
    let live = true;
    let queue: AnswerQueue | null = null;
    openAnswerQueue({ testId, path: TESTING_PATHS.temporarySync, side: 'parents', onRefusal: (code, message) => live && onRefusal(code, message) }).then(
      (q) => {
        queue = q;
        if (live) setOpened({ queue: q, error: null });
        else q.close();
      },
      (error: unknown) => live && setOpened({ queue: null, error }),
    );
    return () => {
      live = false;
      queue?.close();
    };
    // The refusal callback is read when a refusal happens; reopening the queue for it is not needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [testId]);
  return opened;
}

export function QuestionsPage({ route, link, relink, remember }: PageProps) {
  const { locale, t } = useLocale();
  const [attempt, setAttempt] = useState(0);
  const view = useParentView(link.testId, attempt);
  const finish = () => {
    remember({ ended: true });
    navigate(pathOf(route.base, { page: 'end' }), { replace: true });
  };
  // 704 (the test is no longer open to parents) and 701: the message, then the end page.
  const { queue, error } = useQueue(link.testId, (code, message) => {
    if (code !== 704 && code !== 701) return;
    showToast(message, 'error');
    finish();
  });

  if (view.state === 'loading' || (!queue && !error)) return <Loading />;
  if (view.state === 'error') {
    if (codeOf(view.error) === SESSION_GONE) return <Relink relink={relink} />;
    return <MessagePage heading={t('errorHeading')} text={messageOf(view.error)} action={{ label: t('retry'), run: () => setAttempt((n) => n + 1) }} />;
  }
  if (!queue) return <MessagePage heading={t('errorHeading')} text={messageOf(error)} />;
  const data: ParentTestView = view.data;
  if (!isParentOpenStatus(data.status)) return <MessagePage heading={t('errorHeading')} text={errorText('testAlreadyStarted', locale)} />;
  return <Questionnaire view={data} queue={queue} token={route.token} savedPage={link.page} onEnded={finish} />;
}
