/** One item of a sitting: index, target word, status icon, where it starts, its audio and download, its outcome and the amend action. */
import type { OralOutcome } from '@portal/shared';
import { Button, Card, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { clockOf, type ReviewItem } from '../review';
import { DownloadAudio } from './DownloadAudio';
import { ItemAudio } from './ItemAudio';
import { OutcomeView } from './OutcomeView';
import { StatusIcon } from './StatusIcon';

export function ItemRow({ item, index, testCode, onSeek, onAmend }: { item: ReviewItem; index: number; testCode: string; onSeek: (() => void) | null; onAmend: (outcome: OralOutcome) => void }) {
  const { t } = useTranslation();
  const { recording, outcome } = item;
  const target = recording.score_audio.target_word || outcome?.content || recording.question_id;
  return (
    <Card size="small" data-testid={`speech-item-${recording.question_id}`} data-status={recording.status}>
      <Flex vertical gap={8}>
        <Flex align="center" gap={12} wrap>
          <Typography.Text strong>
            {index}. {target}
          </Typography.Text>
          <StatusIcon status={recording.status} />
          {recording.timestamp !== null ? (
            <Button type="link" size="small" disabled={!onSeek} onClick={onSeek ?? undefined} data-testid="speech-item-seek" title={t('speech.player.seek')}>
              {t('speech.item.at', { at: clockOf(recording.timestamp / 1000) })}
            </Button>
          ) : null}
          <Space size={8} style={{ marginInlineStart: 'auto' }}>
            <ItemAudio path={recording.audio_path} label={target} />
            {recording.audio_path ? <DownloadAudio path={recording.audio_path} name={`${testCode}-${recording.question_id}`} /> : null}
            {outcome ? (
              <Button size="small" type="primary" ghost onClick={() => onAmend(outcome)} data-testid="speech-amend-open">
                {t('speech.amend.open')}
              </Button>
            ) : null}
          </Space>
        </Flex>
        <OutcomeView outcome={outcome} scoring={outcome?.scoring ?? recording.scoring} />
      </Flex>
    </Card>
  );
}
