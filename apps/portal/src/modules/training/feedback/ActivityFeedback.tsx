/**
 * What a parent sent back for one activity (its feedback info and answer records). The
 * activity's feedback type picks the view (`feedbackView`: anything but the six types is 'unknown
 * data format'). Several submissions: the learning-progress view, one collapsible 'nth answer'
 * section each, newest first and open. Island: answers grouped by question. The configured
 * activity of an Island course (its questions are table keys) also gets the activity-plan table.
 */
import { feedbackView, type FeedbackType, type IslandConfig, type TrainingActivity, type TrainingStudent } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { Alert, Collapse, Empty, Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityPlanTable } from './ActivityPlanTable';
import { IslandByQuestion } from './IslandByQuestion';
import { formatTime, SubmissionMeta } from './parts';
import { isPlanActivity } from './planTable';
import { SubmissionBody } from './SubmissionBody';
import { numberedSubmissions } from './summary';

export interface ActivityFeedbackProps {
  student: TrainingStudent;
  activity: TrainingActivity;
  /** The student's island configuration, when the caller has it: enables the activity-plan table. */
  config?: IslandConfig | null;
}

/** The learning-progress answer view: one section per submission, or the one submission as it is. */
function AnswerSections({ type, activity }: { type: FeedbackType; activity: TrainingActivity }) {
  const { t } = useTranslation();
  const items = numberedSubmissions(activity.results);
  if (items.length === 1) {
    const { submission } = items[0]!;
    return (
      <Flex vertical gap={8} data-testid="feedback-single">
        <SubmissionMeta activity={activity} submission={submission} />
        <SubmissionBody type={type} activity={activity} submission={submission} />
      </Flex>
    );
  }
  return (
    <Collapse
      size="small"
      defaultActiveKey={[items[0]!.submission.submission_id]}
      data-testid="feedback-answers"
      items={items.map(({ n, submission }) => ({
        key: submission.submission_id,
        label: (
          <span data-testid="feedback-answer-label" data-n={n}>
            {t('trainingFeedback.answerN', { n })}
          </span>
        ),
        extra: <Typography.Text type="secondary">{formatTime(submission.submitted_at)}</Typography.Text>,
        children: (
          <Flex vertical gap={8}>
            <SubmissionMeta activity={activity} submission={submission} />
            <SubmissionBody type={type} activity={activity} submission={submission} />
          </Flex>
        ),
      }))}
    />
  );
}

export function ActivityFeedback({ student, activity, config }: ActivityFeedbackProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const view = feedbackView(activity.activity_operations);
  if (view.kind === 'unknown') return <Alert type="warning" showIcon title={view.message[locale]} data-testid="feedback-unknown" />;
  if (numberedSubmissions(activity.results).length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trainingFeedback.awaiting')} data-testid="feedback-awaiting" />;
  }
  const answers = view.type === 'Island' ? <IslandByQuestion activity={activity} /> : <AnswerSections type={view.type} activity={activity} />;
  const body =
    config && isPlanActivity(activity, config) ? (
      <Tabs
        size="small"
        items={[
          { key: 'plan', label: t('trainingFeedback.planTable'), children: <ActivityPlanTable student={student} activity={activity} config={config} /> },
          { key: 'answers', label: t('trainingFeedback.answerRecords'), children: answers },
        ]}
      />
    ) : (
      answers
    );
  return (
    <div data-testid="activity-feedback" data-type={view.type}>
      {body}
    </div>
  );
}
