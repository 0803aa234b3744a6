/**
 * The speech outcome viewer (§2.2 item 10): which service scored the item, the original accuracy
 * and the clinician's amended one beside it (the amendment counts), the recognised words with
 * their pinyin line and each phoneme's accuracy (two decimals; 'unknown' where the service could
 * not judge), or 'parse failed or no audio matched the keyword'. An item nobody has scored says
 * it awaits review.
 */
import type { OralOutcome, SpeechOutcomeData, SpeechScoringState } from '@portal/shared';
import { Flex, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { accuracyText } from '../review';

const PROVIDERS = ['review', 'tencent-soe', 'transcription'] as const;

function ProviderName({ provider }: { provider: string }) {
  const { t } = useTranslation();
  const known = (PROVIDERS as readonly string[]).includes(provider);
  return <span data-testid="speech-provider">{t(known ? `speech.outcome.providers.${provider as (typeof PROVIDERS)[number]}` : 'speech.outcome.providers.other')}</span>;
}

function StateTag({ scoring, outcome }: { scoring: SpeechScoringState; outcome: SpeechOutcomeData | null }) {
  const { t } = useTranslation();
  if (scoring === 'failed') return <Tag color="warning">{t('speech.outcome.scoringFailed')}</Tag>;
  if (scoring === 'pending' || scoring === 'scoring') return <Tag color="processing">{t('speech.outcome.scoring')}</Tag>;
  if (!outcome || outcome.status === 'awaiting_review') return <Tag color="gold" data-testid="speech-awaiting-review">{t('speech.outcome.awaitingReview')}</Tag>;
  return null;
}

/** The recognised words, each over its pinyin, with its phonemes' accuracy. */
function Words({ outcome }: { outcome: SpeechOutcomeData }) {
  const { t } = useTranslation();
  if (outcome.status === 'not_matched' || outcome.word.length === 0) {
    return <Typography.Text type="warning" data-testid="speech-parse-failed">{t('speech.outcome.parseFailed')}</Typography.Text>;
  }
  const pinyin = outcome.vop.pinyin.split(/\s+/).filter(Boolean);
  const unknown = t('speech.outcome.unknown');
  return (
    <Flex gap={16} wrap data-testid="speech-words">
      {outcome.word.map((w, i) => {
        const judged = w.PronAccuracy >= 0 && w.Word.trim() !== '';
        return (
          <Flex key={`${i}:${w.Word}`} vertical align="center" data-testid="speech-word">
            <Typography.Text type="secondary" data-testid="speech-word-pinyin">{pinyin[i] ?? ''}</Typography.Text>
            <Typography.Text strong>{judged ? w.Word : unknown}</Typography.Text>
            <Typography.Text>{accuracyText(w.PronAccuracy) ?? unknown}</Typography.Text>
            <Space size={4} wrap>
              {w.PhoneInfos.map((p, j) => (
                <Tag key={`${j}:${p.Phone}`} data-testid="speech-phone">
                  {p.Phone || unknown} {accuracyText(p.PronAccuracy) ?? unknown}
                </Tag>
              ))}
            </Space>
          </Flex>
        );
      })}
    </Flex>
  );
}

export function OutcomeView({ outcome, scoring }: { outcome: OralOutcome | null; scoring: SpeechScoringState }) {
  const { t } = useTranslation();
  const machine = outcome?.audio_outcome ?? null;
  const amend = outcome?.amend_outcome ?? null;
  const original = machine && machine.status !== 'awaiting_review' ? accuracyText(machine.accuracy) : null;
  const amended = amend ? accuracyText(outcome?.effective === 'amend' ? outcome.accuracy : null) : null;
  return (
    <Flex vertical gap={6} data-testid="speech-outcome" data-effective={outcome?.effective ?? 'none'}>
      <Space size={8} wrap>
        <Typography.Text type="secondary">{t('speech.outcome.provider')}:</Typography.Text>
        {machine ? <ProviderName provider={machine.provider} /> : <span>—</span>}
        <StateTag scoring={scoring} outcome={machine} />
      </Space>
      <Space size={16} wrap>
        <span data-testid="speech-accuracy-original">
          <Typography.Text type="secondary">
            {t('speech.outcome.accuracy')}（{t('speech.outcome.original')}）:
          </Typography.Text>{' '}
          {original ?? (machine && machine.status !== 'awaiting_review' ? t('speech.outcome.unknown') : t('speech.outcome.awaitingReview'))}
        </span>
        {amend ? (
          <span data-testid="speech-accuracy-amended">
            <Typography.Text type="secondary">
              {t('speech.outcome.accuracy')}（{t('speech.outcome.amended')}）:
            </Typography.Text>{' '}
            <Typography.Text strong>{amended ?? '—'}</Typography.Text> <Tag color="blue">{t('speech.outcome.counts')}</Tag>
          </span>
        ) : null}
      </Space>
      {machine && machine.status !== 'awaiting_review' ? <Words outcome={machine} /> : null}
      {amend ? (
        <Space size={12} wrap data-testid="speech-amend-detail">
          <span>
            {t('speech.outcome.recognised')}: <Typography.Text strong>{amend.vop.text}</Typography.Text>
          </span>
          <span>
            {t('speech.outcome.pinyin')}: {amend.vop.pinyin}
          </span>
          {Object.entries(amend.word).map(([word, value]) => (
            <Tag key={word}>
              {word} {accuracyText(value)}
            </Tag>
          ))}
          <Typography.Text type="secondary">{t('speech.outcome.amendedAt', { at: dayjs(amend.amended_time).format('YYYY-MM-DD HH:mm') })}</Typography.Text>
        </Space>
      ) : null}
    </Flex>
  );
}
