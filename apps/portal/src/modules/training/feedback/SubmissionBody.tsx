/**
 * What one submission shows, by the activity's feedback type (its feedback info and answer
 * records): Blank says it was done, Problem shows each question's answer record (stars, scores,
 * text, files), Text its text, Array the answers as a list per question, File the files. Island
 * answers are shown grouped by question across submissions (IslandByQuestion).
 */
import type { AnswerRecord, FeedbackSubmission, FeedbackType, TrainingActivity } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { Divider, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FeedbackFiles } from './FeedbackFiles';
import { AnswerParts, AnswerRecordView } from './parts';
import { answersOf, questionMaxScore, questionTitle } from './summary';

/**
 * The answers in the activity's question order, a question without one as an empty record (shown
 * 'not answered'), and answers to ids the activity does not know after them (never dropped).
 */
export function answersInOrder(activity: TrainingActivity, submission: FeedbackSubmission): AnswerRecord[] {
  const answers = answersOf(submission);
  const known = (activity.questions ?? []).map((q) => answers.find((a) => a.question_id === q.id) ?? { question_id: q.id });
  const ids = new Set((activity.questions ?? []).map((q) => q.id));
  return [...known, ...answers.filter((a) => !ids.has(a.question_id))];
}

function FeedbackText({ submission }: { submission: FeedbackSubmission }) {
  return (
    <>
      {submission.title && <Typography.Text strong>{submission.title}</Typography.Text>}
      {submission.content && (
        <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }} data-testid="feedback-content">
          {submission.content}
        </Typography.Paragraph>
      )}
      {submission.description && <Typography.Text type="secondary">{submission.description}</Typography.Text>}
    </>
  );
}

function ProblemBody({ activity, submission }: { activity: TrainingActivity; submission: FeedbackSubmission }) {
  const answers = answersInOrder(activity, submission);
  return (
    <Flex vertical gap={4}>
      {answers.map((answer, i) => (
        <div key={answer.question_id}>
          {i > 0 && <Divider style={{ margin: '8px 0' }} />}
          <AnswerRecordView activity={activity} answer={answer} />
        </div>
      ))}
    </Flex>
  );
}

function ArrayBody({ activity, submission }: { activity: TrainingActivity; submission: FeedbackSubmission }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  return (
    <List
      size="small"
      bordered
      dataSource={answersInOrder(activity, submission)}
      rowKey="question_id"
      data-testid="feedback-array"
      renderItem={(answer) => (
        <List.Item data-testid="feedback-answer" data-question={answer.question_id}>
          <Flex vertical gap={2} style={{ width: '100%' }}>
            <Typography.Text strong>{questionTitle(activity, answer.question_id, locale) ?? t('trainingFeedback.question', { id: answer.question_id })}</Typography.Text>
            <AnswerParts answer={answer} max={questionMaxScore(activity, answer.question_id)} />
          </Flex>
        </List.Item>
      )}
    />
  );
}

/** One submission's body for a known type (Island included: one submission's answers). */
export function SubmissionBody({ type, activity, submission }: { type: FeedbackType; activity: TrainingActivity; submission: FeedbackSubmission }) {
  const { t } = useTranslation();
  switch (type) {
    case 'Blank':
      return <Typography.Text data-testid="feedback-blank">{t('trainingFeedback.blankDone')}</Typography.Text>;
    case 'Text':
      return (
        <Flex vertical gap={4}>
          <FeedbackText submission={submission} />
          <FeedbackFiles files={submission.file_list ?? []} />
        </Flex>
      );
    case 'File':
      return (
        <Flex vertical gap={8}>
          <FeedbackText submission={submission} />
          <FeedbackFiles files={submission.file_list ?? []} />
        </Flex>
      );
    case 'Array':
      return <ArrayBody activity={activity} submission={submission} />;
    case 'Problem':
    case 'Island':
      return (
        <Flex vertical gap={8}>
          <FeedbackText submission={submission} />
          <ProblemBody activity={activity} submission={submission} />
          <FeedbackFiles files={submission.file_list ?? []} />
        </Flex>
      );
  }
}
