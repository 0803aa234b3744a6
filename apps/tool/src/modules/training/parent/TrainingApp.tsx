/**
 * The parent's training pages (issue 10 item 6), loaded only for a /training/token/… link: the
 * link's token becomes the temporary token (a login token on the phone is removed, as for test
 * links), one outbox per link stays open across the pages, and what waits in it is shown on top.
 */
import { useEffect, useMemo, useState } from 'react';
import type { QueueState } from '../../answer-queue';
import { getLocale, Loading, MessagePage, Shell, showToast, storeTemporaryToken, type TrainingRoute } from '../../parent-frame';
import { trainingText, useTrainingText } from './texts';
import { ActivityPage } from './ActivityPage';
import { ConsultPage } from './ConsultPage';
import { openOutbox, waitingItems, type Outbox, type OutboxItem } from './outbox';
import { OutboxBanner } from './OutboxBanner';
import { TodayPage } from './TodayPage';
import './training.css';

export interface TrainingPageProps {
  route: TrainingRoute;
  outbox: Outbox;
  /** What waits on the phone, oldest first. */
  waiting: Array<{ id: string; item: OutboxItem }>;
  /** Rises each time the server acknowledged something: the pages load again. */
  version: number;
}

interface OutboxView {
  outbox: Outbox | null;
  error: unknown;
  state: QueueState | null;
  version: number;
}

function useOutbox(token: string): OutboxView {
  const [view, setView] = useState<OutboxView>({ outbox: null, error: null, state: null, version: 0 });
  useEffect(() => {
    let live = true;
    let opened: Outbox | null = null;
    const refused = (_code: number, message: string) => showToast(trainingText(getLocale(), 'trRefused', { message }), 'error');
    openOutbox(token, refused).then(
      (outbox) => {
        if (!live) return outbox.close();
        opened = outbox;
        let last = outbox.getState().pending;
        outbox.subscribe((state) => {
          // Fewer waiting and not because of a new put: something was acknowledged (or refused).
          const acked = state.pending < last;
          last = state.pending;
          setView((v) => ({ ...v, outbox, state, version: v.version + (acked ? 1 : 0) }));
        });
      },
      (error: unknown) => live && setView((v) => ({ ...v, error })),
    );
    return () => {
      live = false;
      opened?.close();
    };
  }, [token]);
  return view;
}

export function TrainingApp({ route }: { route: TrainingRoute }) {
  const { t } = useTrainingText();
  // Before any call of this render's pages: they carry the link's token as temtoken.
  useMemo(() => storeTemporaryToken(route.token), [route.token]);
  const { outbox, error, state, version } = useOutbox(route.token);
  const waiting = useMemo(() => (outbox && state ? waitingItems(outbox) : []), [outbox, state]);
  const title = t('trTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);

  let body;
  if (error) body = <MessagePage heading={t('trErrorHeading')} text={String(error)} />;
  else if (!outbox || !state) body = <Loading />;
  else {
    const props: TrainingPageProps = { route, outbox, waiting, version };
    body = (
      <>
        <OutboxBanner outbox={outbox} state={state} waiting={waiting} />
        {route.page === 'activity' ? <ActivityPage key={route.activityId} {...props} activityId={route.activityId} /> : route.page === 'consult' ? <ConsultPage {...props} /> : <TodayPage {...props} />}
      </>
    );
  }
  return <Shell title={t('trTitle')}>{body}</Shell>;
}
