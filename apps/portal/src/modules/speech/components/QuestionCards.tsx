/**
 * Developer mode (§6): one card per question of the test, five columns (§9): the question's id and
 * target, its prompt audio (/oss/{type}/questions/{id}.mp3, no token), the item's recording with
 * its status, timing and scoring state.
 */
import { questionAudioPath, type TestView } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '../review';
import { ItemAudio } from './ItemAudio';
import { StatusIcon } from './StatusIcon';

const textOf = (value: unknown, locale: string): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    const text = v[locale] ?? v.zh;
    return typeof text === 'string' ? text : '';
  }
  return '';
};

export function QuestionCards({ test, items }: { test: TestView; items: ReviewItem[] }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const byQuestion = new Map(items.map((i) => [i.recording.question_id, i]));
  const keys = test.library.question_page_sort.flat();
  return (
    <Row gutter={[8, 8]} data-testid="speech-question-cards">
      {keys.map((key) => {
        const question = (test.library.question[key] ?? {}) as Record<string, unknown>;
        const name = String(question.questionId ?? question.item_id ?? key);
        const item = byQuestion.get(key);
        return (
          // Five to a row: 24 / 5 columns is not a whole span, so the width is set directly.
          <Col key={key} flex="20%" style={{ maxWidth: '20%' }}>
            <Card size="small" title={`${question.index_count ?? ''} ${textOf(question.question, locale)}`} data-testid={`speech-question-card-${key}`}>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                {t('speech.item.id')}: {key} / {name}
              </Typography.Paragraph>
              <Typography.Paragraph style={{ marginBottom: 4 }}>{t('speech.item.questionAudio')}:</Typography.Paragraph>
              <audio controls preload="none" src={questionAudioPath(test.tools_type, name)} style={{ width: '100%' }} />
              <Typography.Paragraph style={{ margin: '4px 0' }}>{t('speech.item.recording')}:</Typography.Paragraph>
              {item ? (
                <>
                  <StatusIcon status={item.recording.status} />
                  <div>
                    <ItemAudio path={item.recording.audio_path} label={key} />
                  </div>
                  <Typography.Text type="secondary">
                    {t('speech.item.timing')}: {item.recording.timestamp ?? '—'} ms + {item.recording.audio_duration ?? '—'} ms
                  </Typography.Text>
                </>
              ) : (
                <Typography.Text type="secondary">{t('speech.player.noAudio')}</Typography.Text>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
