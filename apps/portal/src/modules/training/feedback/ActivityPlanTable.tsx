/**
 * The parent activity-plan table for the configured activity: a row per
 * submission (day), a column per table key of `configuration.backend` (its title from `titles`),
 * then the statistic columns. Two variants (README.md): 'basic', or 'easy' when the parent rated
 * the activity easy, which adds the harder follow-up items' columns.
 */
import { PaperClipOutlined } from '@ant-design/icons';
import type { FeedbackSubmission, IslandConfig, TrainingActivity, TrainingStudent } from '@portal/shared';
import { accuracyText, textIn } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime, ScoreText, Stars } from './parts';
import { followUpKeys, ownPlanKeys, planRows, planVariant, type PlanCell, type PlanRow } from './planTable';
import { submissionDuration, submissionScores, submissionStars, submissionUploads } from './summary';

export interface ActivityPlanTableProps {
  student: TrainingStudent;
  activity: TrainingActivity;
  config: IslandConfig;
}

function AnswerCell({ cell }: { cell: PlanCell }) {
  const { t } = useTranslation();
  const { answer, max } = cell;
  if (!answer) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {answer.star !== undefined && <Stars value={answer.star} />}
      {typeof answer.scores === 'number' && <ScoreText scores={answer.scores} max={max} />}
      {answer.content && <Typography.Text>{answer.content}</Typography.Text>}
      {typeof answer.upload_count === 'number' && (
        <Typography.Text type="secondary" title={t('trainingFeedback.uploadCount')}>
          <PaperClipOutlined /> {answer.upload_count}
        </Typography.Text>
      )}
    </Flex>
  );
}

function StatisticCell({ kind, activity, submission }: { kind: IslandConfig['backend']['statistic_columns'][number]['key']; activity: TrainingActivity; submission: FeedbackSubmission }) {
  const locale = useLanguage();
  switch (kind) {
    case 'star': {
      const stars = submissionStars(submission);
      return stars === null ? <Typography.Text type="secondary">—</Typography.Text> : <Stars value={stars} />;
    }
    case 'scores': {
      const sum = submissionScores(submission).reduce((a, b) => a + b, 0);
      return <ScoreText scores={sum} max={activity.learning_scores} />;
    }
    case 'upload_count':
      return <>{submissionUploads(submission)}</>;
    case 'accuracy':
      return <>{accuracyText(submissionScores(submission), activity.learning_scores ?? 0, locale)}</>;
    case 'learning_duration':
      return <>{submissionDuration(submission, locale)}</>;
  }
}

export function ActivityPlanTable({ student, activity, config }: ActivityPlanTableProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const own = ownPlanKeys(activity, config);
  const variant = planVariant(activity, config);
  const followUp = variant === 'easy' ? followUpKeys(activity, config) : [];
  const rows = planRows(student, activity, own, followUp);
  const columns: ColumnsType<PlanRow> = [
    {
      key: 'day',
      title: t('trainingFeedback.day'),
      fixed: 'left',
      width: 120,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>{row.submission.day}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('trainingFeedback.answerN', { n: row.n })} · {formatTime(row.submission.submitted_at).slice(11)}
          </Typography.Text>
        </Flex>
      ),
    },
    ...own.map((k) => ({ key: `own-${k.key}`, title: textIn(k.title, locale), render: (_: unknown, row: PlanRow) => <AnswerCell cell={row.cells[k.key]!} /> })),
    ...followUp.map((k) => ({
      key: `follow-${k.key}`,
      title: (
        <span>
          {textIn(k.title, locale)} <Tag color="purple">{t('trainingFeedback.followUp')}</Tag>
        </span>
      ),
      render: (_: unknown, row: PlanRow) => <AnswerCell cell={row.cells[k.key]!} />,
    })),
    ...config.backend.statistic_columns.map((c) => ({
      key: `stat-${c.key}`,
      title: textIn(c.title, locale),
      render: (_: unknown, row: PlanRow) => <StatisticCell kind={c.key} activity={activity} submission={row.submission} />,
    })),
  ];
  return (
    <Flex vertical gap={8} data-testid="plan-table" data-variant={variant}>
      <Flex gap={8} align="center">
        <Typography.Text strong>{t('trainingFeedback.planTable')}</Typography.Text>
        <Tag color={variant === 'easy' ? 'green' : 'default'} data-testid="plan-variant">
          {t(variant === 'easy' ? 'trainingFeedback.variantEasy' : 'trainingFeedback.variantBasic')}
        </Tag>
      </Flex>
      <Table<PlanRow> size="small" rowKey="key" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content' }} bordered />
    </Flex>
  );
}
