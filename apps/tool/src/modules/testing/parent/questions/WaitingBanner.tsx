/**
 * Says when answers are waiting on the phone (issue 8 item 6): shown once changes have been
 * waiting a moment, so a normal quick send never flashes it.
 */
import { useEffect, useState } from 'react';
import type { QueueState } from '../../../answer-queue';
import { TopNotice, useLocale } from '../../../parent-frame';

const SHOW_AFTER_MS = 800;

export function isWaiting(state: QueueState): boolean {
  return state.pending > 0 && (!state.online || !state.sending);
}

export function WaitingBanner({ state }: { state: QueueState }) {
  const { t } = useLocale();
  const waiting = isWaiting(state);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!waiting) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return (
    <>
      {shown && waiting ? (
        // Under the header, in its sticky block: seen while scrolling, never over a question.
        <TopNotice>
          <div className="p-banner p-banner-warning" role="status" data-testid="waiting-banner">
            {t('waiting', { n: state.pending })}
          </div>
        </TopNotice>
      ) : null}
      {state.storage === 'memory' ? (
        <div className="p-banner p-banner-info" role="note" data-testid="memory-banner">
          {t('memoryOnly')}
        </div>
      ) : null}
    </>
  );
}
