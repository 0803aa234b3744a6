/**
 * One side's answers on the test's page: the questions shown for that side's answers (the shared
 * trigger rules), each with its answer as text, and 'N of M answered'. A question answered twice
 * (include_expressive) shows both parts. The key a live event changed last is highlighted.
 */
import { answerKeysOf, answerOf, answerText, isExpressiveKey, shownQuestionKeys, textIn, type Answers, type LibraryView, type Locale } from '@portal/shared';
import { Card, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Side } from '../liveTest';
import type { AnsweredCount } from '@portal/shared';

export interface AnswerListProps {
  side: Side;
  title: string;
  library: LibraryView;
  answers: Answers;
  progress: AnsweredCount | null;
  locale: Locale;
  highlight: string | null;
  /** Names the card in test ids (default: the side). */
  cardId?: string;
}

export function AnswerList({ side, title, library, answers, progress, locale, highlight, cardId = side }: AnswerListProps) {
  const { t } = useTranslation();
  const keys = shownQuestionKeys(library, answers);
  return (
    <Card
      size="small"
      title={title}
      extra={progress ? <Tag color={progress.total > 0 && progress.answered === progress.total ? 'green' : 'blue'} data-testid={`test-detail-count-${side}`} data-answered={progress.answered} data-total={progress.total}>{t('testing.detail.answered', { answered: progress.answered, total: progress.total })}</Tag> : null}
      data-testid={`test-detail-side-${cardId}`}
    >
      {keys.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('testing.detail.noQuestions')} /> : null}
      <Flex vertical gap={8}>
        {keys.map((key) => {
          const question = library.question[key]!;
          const parts = answerKeysOf(key, question);
          return (
            <div key={key} style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)', paddingBottom: 8 }}>
              <Typography.Text strong>
                {question.index_count !== undefined ? `${question.index_count}. ` : ''}
                {textIn(question.question, locale)}
              </Typography.Text>
              {parts.map((part) => {
                const text = answerText(question, answerOf(answers, part), locale);
                const changed = highlight === part;
                return (
                  <div key={part} data-testid={`test-answer-${side}-${part}`} data-answered={text ? 'true' : 'false'} style={{ marginTop: 2, background: changed ? '#fffbe6' : undefined, transition: 'background 0.6s' }}>
                    {parts.length > 1 ? <Typography.Text type="secondary">{isExpressiveKey(part) ? t('testing.detail.expressive') : t('testing.detail.receptive')}：</Typography.Text> : null}
                    {text ? <Typography.Text>{text}</Typography.Text> : <Typography.Text type="secondary">{t('testing.detail.notAnswered')}</Typography.Text>}
                  </div>
                );
              })}
            </div>
          );
        })}
      </Flex>
    </Card>
  );
}
