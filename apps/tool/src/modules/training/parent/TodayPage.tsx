/**
 * TODAY: the child, the course, 'day n of N', the active node's activities as large cards (the
 * running one first and highlighted), the consultation request and the appointments so far.
 */
import type { ParentActivitySummary, ParentToday } from '@portal/shared';
import { Loading, messageOf, MessagePage, navigate, trainingPathOf } from '../../parent-frame';
import { useTrainingText, type TrainingTextKey } from './texts';
import { loadToday } from './api';
import { linkGone, useLoad } from './load';
import type { TrainingPageProps } from './TrainingApp';

type CardState = 'running' | 'todo' | 'doneToday' | 'done' | 'skipped' | 'sending';
const STATE_TEXT: Record<CardState, TrainingTextKey> = {
  running: 'trStateRunning',
  todo: 'trStateTodo',
  doneToday: 'trStateDoneToday',
  done: 'trStateDone',
  skipped: 'trStateSkipped',
  sending: 'trStateSending',
};

export function cardState(activity: ParentActivitySummary, sending: boolean): CardState {
  if (sending) return 'sending';
  if (activity.skipped) return 'skipped';
  if (activity.running) return 'running';
  if (activity.answered_today) return 'doneToday';
  if (activity.submissions > 0) return 'done';
  return 'todo';
}

/** The running one first, the rest in node order. */
export function orderedActivities(today: Pick<ParentToday, 'activities'>): ParentActivitySummary[] {
  return [...today.activities.filter((a) => a.running), ...today.activities.filter((a) => !a.running)];
}

export function TodayPage({ route, waiting, version }: TrainingPageProps) {
  const { t, l } = useTrainingText();
  const [today, retry] = useLoad('today', loadToday, [version]);
  if (today.state === 'loading') return <Loading />;
  if (today.state === 'error') {
    if (linkGone(today.error)) return <MessagePage heading={t('trErrorHeading')} text={t('trLinkInvalid')} />;
    return <MessagePage heading={t('trErrorHeading')} text={messageOf(today.error)} action={{ label: t('trRetryNow'), run: retry }} />;
  }
  const data = today.data;
  const sendingIds = new Set(waiting.flatMap(({ item }) => (item.kind === 'feedback' ? [item.activity_id] : [])));
  const pendingRequests = waiting.filter(({ item }) => item.kind === 'appointment').length;
  const day = Math.min(Math.max(data.use_time_day + 1, 1), Math.max(data.total_day, 1));
  const activities = orderedActivities(data);
  return (
    <div className="t-today" data-testid="training-today">
      <section className="p-card t-head">
        <h2 data-testid="child-name">{data.children_name}</h2>
        <p className="p-muted" data-testid="course-name">
          {l(data.course_name)}
        </p>
        <p className="t-day" data-testid="day-of">
          {t('trDayOf', { n: day, total: data.total_day })}
        </p>
      </section>
      {data.finished ? (
        <section className="p-card t-finished" data-testid="course-finished">
          <div className="p-end-mark" aria-hidden="true">
            ✓
          </div>
          <p>{t('trFinished')}</p>
        </section>
      ) : (
        <section aria-labelledby="t-today-heading">
          <h3 id="t-today-heading" className="t-section-title">
            {t('trToday')}
          </h3>
          {activities.length === 0 ? <p className="p-card p-muted">{t('trNoActivities')}</p> : null}
          <ul className="t-cards">
            {activities.map((a) => {
              const state = cardState(a, sendingIds.has(a._id));
              return (
                <li key={a._id}>
                  <button
                    type="button"
                    className={`t-card t-card-${state}`}
                    data-testid={`activity-${a._id}`}
                    data-state={state}
                    aria-current={a.running ? 'step' : undefined}
                    onClick={() => navigate(trainingPathOf(route.base, { page: 'activity', activityId: a._id }))}
                  >
                    <span className="t-card-name">{l(a.activity_name)}</span>
                    <span className={`t-badge t-badge-${state}`} data-testid="activity-state">
                      {t(STATE_TEXT[state])}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <button type="button" className="p-button p-button-block t-consult" data-testid="open-consult" onClick={() => navigate(trainingPathOf(route.base, { page: 'consult' }))}>
        {t('trConsult')}
      </button>
      {data.appointments.length > 0 || pendingRequests > 0 ? (
        <section className="p-card" data-testid="appointments">
          <h3 className="t-section-title">{t('trAppointments')}</h3>
          <ul className="t-appointments">
            {Array.from({ length: pendingRequests }, (_, i) => (
              <li key={`w${i}`} data-testid="appointment" data-status="sending">
                <span className="t-badge t-badge-sending">{t('trStateSending')}</span>
              </li>
            ))}
            {data.appointments.map((a) => (
              <li key={a._id} data-testid="appointment" data-status={a.status} data-id={a._id}>
                <span className={`t-badge ${a.status === 1 ? 't-badge-done' : 't-badge-todo'}`}>{a.status === 1 ? t('trHandled') : t('trPending')}</span>
                <span className="t-appointment-text">{a.appointment_message}</span>
                {a.date_string ? <span className="p-muted p-small">{a.date_string}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
