/** Where the sitting's recordings are: all uploaded, N waiting, offline with N kept on this device, or why an upload failed. */
import { CheckCircleOutlined, CloudSyncOutlined, DisconnectOutlined, WarningOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueueState } from '../../answer-queue';
import { syncLook } from '../../testing/test-screen';

export function UploadState({ state }: { state: QueueState | null }) {
  const { t } = useTranslation();
  if (!state) return null;
  const look = syncLook(state);
  const tag = {
    saved: <Tag color="success" icon={<CheckCircleOutlined />}>{t('testing.speech.queue.saved')}</Tag>,
    waiting: <Tag color="processing" icon={<CloudSyncOutlined />}>{t('testing.speech.queue.waiting', { count: look.count })}</Tag>,
    sending: <Tag color="processing" icon={<CloudSyncOutlined spin />}>{t('testing.speech.queue.waiting', { count: look.count })}</Tag>,
    offline: <Tag color="warning" icon={<DisconnectOutlined />} style={{ whiteSpace: 'normal' }}>{t('testing.speech.queue.offline', { count: look.count })}</Tag>,
    failed: <Tag color="error" icon={<WarningOutlined />} style={{ whiteSpace: 'normal' }}>{t('testing.speech.queue.failed', { message: look.message ?? '' })}</Tag>,
  }[look.kind];
  return (
    <span data-testid="upload-state" data-sync={look.kind} data-pending={look.count} role="status" aria-live="polite">
      {tag}
      {state.storage === 'memory' ? <Tag color="warning">{t('testing.speech.queue.memoryOnly')}</Tag> : null}
    </span>
  );
}
