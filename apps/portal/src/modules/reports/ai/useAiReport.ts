/**
 * The AI report's progress for one test (spec §4 'AI report'): `start()` asks report/ai/get; 201
 * means still being written, so it asks again every 10 s, with the percent from total_ttl and ttl;
 * any other success is the report; a failure keeps the server's message for the retry button,
 * which regenerates. Asking stops when the component goes.
 */
import { AI_REPORT_CALLS, AI_REPORT_PENDING_CODE, AI_REPORT_POLL_MS, aiReportPercent, isAiReportReady, type AiReport, type AiReportAnswer } from '@portal/shared';
import { callWith, request } from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

export type AiReportState =
  | { step: 'idle' }
  | { step: 'request' }
  | { step: 'generating'; percent: number }
  | { step: 'done'; report: AiReport }
  | { step: 'error'; message: string };

export function useAiReport(testId: string) {
  const [state, setState] = useState<AiReportState>({ step: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const follow = useCallback(
    (ask: () => Promise<{ code: number; data: AiReportAnswer }>) => {
      window.clearTimeout(timer.current);
      ask().then(
        (answer) => {
          if (!live.current) return;
          if (answer.code === AI_REPORT_PENDING_CODE || !isAiReportReady(answer.data)) {
            setState({ step: 'generating', percent: isAiReportReady(answer.data) ? 100 : aiReportPercent(answer.data) });
            timer.current = window.setTimeout(() => follow(() => callWith(request, AI_REPORT_CALLS.get, { query: { _id: testId }, silent: true })), AI_REPORT_POLL_MS);
          } else setState({ step: 'done', report: answer.data });
        },
        (error: unknown) => live.current && setState({ step: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    },
    [testId],
  );

  const start = useCallback(() => {
    setState({ step: 'request' });
    follow(() => callWith(request, AI_REPORT_CALLS.get, { query: { _id: testId }, silent: true }));
  }, [follow, testId]);

  /** After a failure, or to write it anew. */
  const regenerate = useCallback(() => {
    setState({ step: 'request' });
    follow(() => callWith(request, AI_REPORT_CALLS.regenerate, { body: { _id: testId }, silent: true }));
  }, [follow, testId]);

  const reset = useCallback(() => {
    window.clearTimeout(timer.current);
    setState({ step: 'idle' });
  }, []);

  return { state, start, regenerate, reset };
}
