/** Small pieces the feedback views share: stars, one answer record, a submission's time and figures. */
import type { AnswerRecord, FeedbackSubmission, TrainingActivity } from '@portal/shared';
import { MAX_STARS, starsShown } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { Flex, Rate, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FeedbackFiles } from './FeedbackFiles';
import { questionMaxScore, questionTitle, submissionAccuracy, submissionDuration } from './summary';

/** Date format with minutes. */
export const formatTime = (value: string): string => {
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : value;
};

/** A field's label before its value, with the colon of the language. */
export function Label({ text }: { text: string }) {
  const locale = useLanguage();
  return <Typography.Text type="secondary">{`${text}${locale === 'en' ? ': ' : '：'}`}</Typography.Text>;
}

/** Star icons for a star count as it is shown (above 3: none lit). */
export function Stars({ value }: { value: unknown }) {
  const shown = starsShown(value);
  return <Rate disabled count={MAX_STARS} value={shown} style={{ fontSize: 14 }} data-testid="feedback-stars" data-stars={shown} />;
}

export function ScoreText({ scores, max }: { scores: number; max: number | null }) {
  return <span data-testid="feedback-scores">{max === null ? String(scores) : `${scores} / ${max}`}</span>;
}

/** The parts of one answer record that are present, in the order the parent gave them. */
export function AnswerParts({ answer, max }: { answer: AnswerRecord; max: number | null }) {
  const { t } = useTranslation();
  const none = answer.star === undefined && answer.scores === undefined && !answer.content && !answer.content_description && !answer.file_list?.length && !answer.upload_count;
  if (none) return <Typography.Text type="secondary">{t('trainingFeedback.notAnswered')}</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      <Flex wrap gap={16} align="center">
        {answer.star !== undefined && (
          <span>
            <Label text={t('trainingFeedback.stars')} />
            <Stars value={answer.star} />
          </span>
        )}
        {typeof answer.scores === 'number' && (
          <span>
            <Label text={t('trainingFeedback.scores')} />
            <ScoreText scores={answer.scores} max={max} />
          </span>
        )}
        {typeof answer.upload_count === 'number' && (
          <span>
            <Label text={t('trainingFeedback.uploadCount')} />
            {answer.upload_count}
          </span>
        )}
      </Flex>
      {answer.content && <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{answer.content}</Typography.Paragraph>}
      {answer.content_description && <Typography.Text type="secondary">{answer.content_description}</Typography.Text>}
      <FeedbackFiles files={answer.file_list ?? []} />
    </Flex>
  );
}

/** An answer record under its question's title (the activity's copy of the catalogue question). */
export function AnswerRecordView({ activity, answer }: { activity: TrainingActivity; answer: AnswerRecord }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const title = questionTitle(activity, answer.question_id, locale) ?? t('trainingFeedback.question', { id: answer.question_id });
  return (
    <Flex vertical gap={4} data-testid="feedback-answer" data-question={answer.question_id}>
      <Typography.Text strong>{title}</Typography.Text>
      <AnswerParts answer={answer} max={questionMaxScore(activity, answer.question_id)} />
    </Flex>
  );
}

/** Submitted time, learning duration and, when the activity has learning scores, accuracy. */
export function SubmissionMeta({ activity, submission }: { activity: TrainingActivity; submission: FeedbackSubmission }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const accuracy = submissionAccuracy(submission, activity.learning_scores, locale);
  const item = (label: string, value: string, testId: string) => (
    <span data-testid={testId}>
      <Label text={label} />
      {value}
    </span>
  );
  return (
    <Flex wrap gap={16} data-testid="feedback-meta">
      {item(t('trainingFeedback.submittedAt'), formatTime(submission.submitted_at), 'feedback-submitted')}
      {item(t('trainingFeedback.learningDuration'), submissionDuration(submission, locale), 'feedback-duration')}
      {accuracy !== null && item(t('trainingFeedback.accuracy'), accuracy, 'feedback-accuracy')}
    </Flex>
  );
}
