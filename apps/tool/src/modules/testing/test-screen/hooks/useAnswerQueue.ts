/**
 * A test page's answers: the server's, overlaid by the changes still waiting in this device's
 * queue (so a reload while offline shows what was chosen), and every change written to the
 * queue first (apps/tool/src/modules/answer-queue). Never a direct sync call for an answer.
 */
import type { AnswerValue, Answers } from '@portal/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openAnswerQueue, type AnswerQueue, type QueueState } from '../../../answer-queue';

export interface TestAnswers {
  /** Null until the queue is open and the server's answers are known. */
  answers: Answers | null;
  queue: AnswerQueue | null;
  state: QueueState | null;
  put(key: string, value: AnswerValue | null): void;
  /** Replaces the shown answers (after a stage ended and the test was read again). */
  reset(serverAnswers: Answers): void;
}

export interface TestAnswersOptions {
  testId: string;
  path: string;
  /** The server's answers as last read; undefined while loading. */
  serverAnswers: Answers | undefined;
  /** The server refused a change for good (701 the test ended, …): the page stops answering. */
  onRefusal?: (code: number, message: string) => void;
}

export function withAnswer(answers: Answers, key: string, value: AnswerValue | null): Answers {
  const next = { ...answers };
  if (value === null) delete next[key];
  else next[key] = value;
  return next;
}

export function useTestAnswers({ testId, path, serverAnswers, onRefusal }: TestAnswersOptions): TestAnswers {
  const [queue, setQueue] = useState<AnswerQueue | null>(null);
  const [state, setState] = useState<QueueState | null>(null);
  const [answers, setAnswers] = useState<Answers | null>(null);
  const refusal = useRef(onRefusal);
  refusal.current = onRefusal;

  useEffect(() => {
    let live = true;
    let opened: AnswerQueue | null = null;
    let unsubscribe = () => {};
    void openAnswerQueue({ testId, path, side: 'clinician', onRefusal: (code, message) => refusal.current?.(code, message) }).then((q) => {
      if (!live) return q.close();
      opened = q;
      setQueue(q);
      setState(q.getState());
      unsubscribe = q.subscribe(setState);
    });
    return () => {
      live = false;
      unsubscribe();
      opened?.close();
      setQueue(null);
    };
  }, [testId, path]);

  // A new read of the server's answers (first load, a refetch) is what the page shows, with the
  // queue's waiting changes on top.
  useEffect(() => {
    if (queue && serverAnswers) setAnswers(queue.overlay(serverAnswers));
  }, [queue, serverAnswers]);

  const put = useCallback(
    (key: string, value: AnswerValue | null) => {
      if (!queue) return;
      setAnswers((previous) => withAnswer(previous ?? {}, key, value));
      // A failure to store is reported through the queue's state (the indicator shows it).
      void queue.put(key, value).catch(() => undefined);
    },
    [queue],
  );
  const reset = useCallback((server: Answers) => setAnswers(queue ? queue.overlay(server) : server), [queue]);

  return { answers, queue, state, put, reset };
}
