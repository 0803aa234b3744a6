/**
 * What waits on the phone: each submission or request by name, the upload in progress, and a
 * retry button while the network is down. Nothing is shown when nothing waits.
 */
import { useSyncExternalStore } from 'react';
import type { QueueState } from '../../answer-queue';
import { useTrainingText } from './texts';
import { uploadProgress, type Outbox, type OutboxItem } from './outbox';

export function OutboxBanner({ outbox, state, waiting }: { outbox: Outbox; state: QueueState; waiting: Array<{ id: string; item: OutboxItem }> }) {
  const { t, l } = useTrainingText();
  const upload = useSyncExternalStore(uploadProgress.subscribe, uploadProgress.get, uploadProgress.get);
  const memory = state.storage === 'memory' ? (
    <div className="p-banner p-banner-info" role="note" data-testid="training-memory-banner">
      {t('trMemoryOnly')}
    </div>
  ) : null;
  if (state.pending === 0) return memory;
  const stalled = !state.online || !state.sending;
  const percent = upload && upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0;
  return (
    <>
      <div className={`p-banner ${stalled ? 'p-banner-warning' : 'p-banner-info'}`} role="status" data-testid="training-waiting" data-online={state.online ? '1' : '0'}>
        <div>{stalled ? t('trWaitingOffline', { n: state.pending }) : t('trSending', { n: state.pending })}</div>
        <ul className="t-waiting-list">
          {waiting.map(({ id, item }) => (
            <li key={id}>{item.kind === 'feedback' ? l(item.label) : t('trConsult')}</li>
          ))}
        </ul>
        {upload ? (
          <div className="t-progress" data-testid="upload-progress">
            <span>{upload.failed ? t('trUploadFailed') : t('trUploading', { name: upload.name, percent })}</span>
            <progress max={100} value={upload.failed ? 0 : percent} />
          </div>
        ) : null}
        {stalled ? (
          <button type="button" className="p-button p-button-quiet t-retry" data-testid="retry-now" onClick={() => void outbox.drain()}>
            {t('trRetryNow')}
          </button>
        ) : null}
      </div>
      {memory}
    </>
  );
}
