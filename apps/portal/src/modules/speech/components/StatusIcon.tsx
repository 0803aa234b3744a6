/** A recording's status (§4) as a coloured icon and its name: Successful green, Alternative and NotPronounced pink. */
import { CheckCircleFilled, CloseCircleFilled, SoundFilled, SwapOutlined, QuestionCircleFilled } from '@ant-design/icons';
import type { RecordingStatus } from '@portal/shared';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../review';

const ICONS = { FullAudio: SoundFilled, Successful: CheckCircleFilled, Alternative: SwapOutlined, NotPronounced: CloseCircleFilled } as const;

export function StatusIcon({ status }: { status: RecordingStatus | string }) {
  const { t } = useTranslation();
  const known = Object.hasOwn(ICONS, status);
  const Icon = known ? ICONS[status as RecordingStatus] : QuestionCircleFilled;
  const color = statusColor(status);
  return (
    <Space size={4} style={{ color }} data-testid="speech-status" data-status={status} data-color={color}>
      <Icon aria-hidden />
      <span>{t(known ? `speech.status.${status as RecordingStatus}` : 'speech.status.other')}</span>
    </Space>
  );
}
