/** Where the answers are: saved, N waiting, offline with N kept on the device, or why a sync failed. */
import { CheckCircleOutlined, CloudSyncOutlined, DisconnectOutlined, WarningOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueueState } from '../../../answer-queue';

export type SyncLook = { kind: 'saved' | 'waiting' | 'sending' | 'offline' | 'failed'; count: number; message?: string };

export function syncLook(state: QueueState): SyncLook {
  if (!state.online) return { kind: 'offline', count: state.pending };
  if (state.error) return { kind: 'failed', count: state.pending, message: state.error };
  if (state.pending === 0) return { kind: 'saved', count: 0 };
  return { kind: state.sending ? 'sending' : 'waiting', count: state.pending };
}

export function SyncIndicator({ state }: { state: QueueState | null }) {
  const { t } = useTranslation();
  if (!state) return null;
  const look = syncLook(state);
  const memory = state.storage === 'memory' ? <Tag color="warning">{t('testing.sync.memoryOnly')}</Tag> : null;
  const tag = {
    saved: <Tag color="success" icon={<CheckCircleOutlined />}>{t('testing.sync.saved')}</Tag>,
    waiting: <Tag color="processing" icon={<CloudSyncOutlined />}>{t('testing.sync.waiting', { count: look.count })}</Tag>,
    sending: <Tag color="processing" icon={<CloudSyncOutlined spin />}>{t('testing.sync.sending', { count: look.count })}</Tag>,
    offline: <Tag color="warning" icon={<DisconnectOutlined />} style={{ whiteSpace: 'normal' }}>{t('testing.sync.offline', { count: look.count })}</Tag>,
    failed: <Tag color="error" icon={<WarningOutlined />} style={{ whiteSpace: 'normal' }}>{t('testing.sync.failed', { message: look.message ?? '' })}</Tag>,
  }[look.kind];
  return (
    <span data-testid="sync-state" data-sync={look.kind} data-pending={look.count} role="status" aria-live="polite">
      {tag}
      {memory}
    </span>
  );
}
