/**
 * The Island feedback view (Island type, grouped by question): one section per
 * question, holding that question's answer from every submission (newest first, numbered
 * oldest-first like the nth-answer sections), each with its time, learning duration and accuracy.
 */
import type { AnswerRecord, TrainingActivity } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnswerParts, formatTime, Label } from './parts';
import { answersOf, numberedSubmissions, questionMaxScore, questionTitle, submissionAccuracy, submissionDuration, type NumberedSubmission } from './summary';

export interface QuestionGroup {
  questionId: string;
  entries: Array<NumberedSubmission & { answer: AnswerRecord | null }>;
}

/** The activity's questions in order, then ids only the answers know; each with every submission's answer. */
export function groupByQuestion(activity: TrainingActivity): QuestionGroup[] {
  const submissions = numberedSubmissions(activity.results);
  const ids = (activity.questions ?? []).map((q) => q.id);
  for (const { submission } of submissions) for (const a of answersOf(submission)) if (!ids.includes(a.question_id)) ids.push(a.question_id);
  return ids.map((questionId) => ({
    questionId,
    entries: submissions.map((s) => ({ ...s, answer: answersOf(s.submission).find((a) => a.question_id === questionId) ?? null })),
  }));
}

export function IslandByQuestion({ activity }: { activity: TrainingActivity }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  return (
    <Flex vertical gap={12} data-testid="feedback-island">
      {groupByQuestion(activity).map((group) => (
        <Card
          key={group.questionId}
          size="small"
          title={questionTitle(activity, group.questionId, locale) ?? t('trainingFeedback.question', { id: group.questionId })}
          data-testid="feedback-question-group"
          data-question={group.questionId}
        >
          <Flex vertical gap={10}>
            {group.entries.map(({ n, submission, answer }) => {
              const accuracy = submissionAccuracy(submission, activity.learning_scores, locale);
              return (
                <Flex key={submission.submission_id} vertical gap={4} data-testid="feedback-group-entry" data-n={n}>
                  <Flex wrap gap={12} align="baseline">
                    <Typography.Text strong>{t('trainingFeedback.answerN', { n })}</Typography.Text>
                    <Typography.Text type="secondary">{formatTime(submission.submitted_at)}</Typography.Text>
                    <span>
                      <Label text={t('trainingFeedback.learningDuration')} />
                      {submissionDuration(submission, locale)}
                    </span>
                    {accuracy !== null && (
                      <span>
                        <Label text={t('trainingFeedback.accuracy')} />
                        {accuracy}
                      </span>
                    )}
                  </Flex>
                  {answer ? (
                    <AnswerParts answer={answer} max={questionMaxScore(activity, group.questionId)} />
                  ) : (
                    <Typography.Text type="secondary">{t('trainingFeedback.notAnswered')}</Typography.Text>
                  )}
                </Flex>
              );
            })}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
