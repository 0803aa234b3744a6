/** One activity: its name, what to do and how, the example media, then its feedback form. */
import type { ParentActivity } from '@portal/shared';
import { Loading, messageOf, MessagePage, navigate, trainingPathOf } from '../../parent-frame';
import { useTrainingText } from './texts';
import { loadActivity } from './api';
import { FeedbackForm } from './FeedbackForm';
import { linkGone, useLoad } from './load';
import type { TrainingPageProps } from './TrainingApp';

function Media({ media }: { media: ParentActivity['media'] }) {
  const { t, l } = useTrainingText();
  if (media.length === 0) return null;
  return (
    <section className="p-card t-media" data-testid="activity-media">
      <h3 className="t-section-title">{t('trMedia')}</h3>
      {media.map((m) => (
        <figure key={m.url} className="t-media-item">
          {m.kind === 'video' ? <video src={m.url} controls playsInline preload="metadata" data-testid="media-video" /> : null}
          {m.kind === 'audio' ? <audio src={m.url} controls preload="metadata" data-testid="media-audio" /> : null}
          {m.kind === 'image' ? <img src={m.url} alt={l(m.title) || ''} data-testid="media-image" /> : null}
          {m.title ? <figcaption>{l(m.title)}</figcaption> : null}
        </figure>
      ))}
    </section>
  );
}

export function ActivityPage({ route, outbox, waiting, version, activityId }: TrainingPageProps & { activityId: string }) {
  const { t, l } = useTrainingText();
  const [activity, retry] = useLoad(`activity:${activityId}`, () => loadActivity(activityId), [version]);
  const back = () => navigate(trainingPathOf(route.base, { page: 'today' }));
  if (activity.state === 'loading') return <Loading />;
  if (activity.state === 'error') {
    if (linkGone(activity.error)) return <MessagePage heading={t('trErrorHeading')} text={t('trLinkInvalid')} />;
    return <MessagePage heading={t('trErrorHeading')} text={messageOf(activity.error)} action={{ label: t('trRetryNow'), run: retry }} />;
  }
  const a = activity.data;
  const sending = waiting.some(({ item }) => item.kind === 'feedback' && item.activity_id === a._id);
  return (
    <div className="t-activity" data-testid="training-activity">
      <button type="button" className="p-button p-button-quiet t-back" data-testid="back-today" onClick={back}>
        ← {t('trBack')}
      </button>
      <section className="p-card">
        <h2 data-testid="activity-name">{l(a.activity_name)}</h2>
        <h3 className="t-section-title">{t('trContent')}</h3>
        <p className="t-text" data-testid="activity-content">
          {l(a.content)}
        </p>
        {a.content_description ? (
          <>
            <h3 className="t-section-title">{t('trDescription')}</h3>
            <p className="t-text p-muted">{l(a.content_description)}</p>
          </>
        ) : null}
        {a.results.length > 0 ? <p className="p-muted p-small">{t('trAnswered', { n: a.results.length })}</p> : null}
      </section>
      <Media media={a.media} />
      {sending ? (
        <p className="p-card p-muted" data-testid="activity-sending">
          {t('trSaved')}
        </p>
      ) : a.accepts_feedback ? (
        <FeedbackForm key={`${a._id}:${a.results.length}`} activity={a} outbox={outbox} onQueued={back} draftKey={`${route.token}:${a._id}`} />
      ) : (
        <p className="p-card p-muted" data-testid="not-open">
          {t('trNotOpen')}
        </p>
      )}
    </div>
  );
}
