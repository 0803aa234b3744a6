/**
 * One activity of a node: its name, the tag of `activityTag` (running spins, has results
 * success, awaiting feedback warning, non-feedback neutral), a skipped mark, and its actions:
 * view feedback, and skip only when `canSkipActivity` allows it.
 */
import { SyncOutlined } from '@ant-design/icons';
import { activityTag, hasResults, type ActivityTag, type Locale, type TrainingActivity } from '@portal/shared';
import { Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localText } from './model';

const TAG_COLOURS: Record<ActivityTag, string> = { running: 'processing', hasResults: 'success', awaitingFeedback: 'warning', neutral: 'default' };

export interface ActivityRowProps {
  activity: TrainingActivity;
  runActivity: string | null;
  locale: Locale;
  canSkip: boolean;
  onSkip(activity: TrainingActivity): void;
  onFeedback(activity: TrainingActivity): void;
}

export function ActivityRow({ activity, runActivity, locale, canSkip, onSkip, onFeedback }: ActivityRowProps) {
  const { t } = useTranslation();
  const tag = activityTag(activity, runActivity);
  return (
    <Flex align="center" gap={8} wrap style={{ padding: '2px 0' }} data-testid="training-activity" data-activity-id={activity._id} data-tag={tag}>
      <Typography.Text style={{ minWidth: 160 }}>{localText(activity.activity_name, locale)}</Typography.Text>
      <Tag color={TAG_COLOURS[tag]} icon={tag === 'running' ? <SyncOutlined spin /> : undefined} data-testid="training-activity-tag">
        {t(`trainingStudents.tag.${tag}`)}
      </Tag>
      {activity.skipped ? <Tag data-testid="training-activity-skipped">{t('trainingStudents.tag.skipped')}</Tag> : null}
      {hasResults(activity) ? (
        <Button size="small" type="link" onClick={() => onFeedback(activity)} data-testid="training-activity-feedback">
          {t('trainingStudents.timeline.viewFeedback', { n: activity.results?.length ?? 0 })}
        </Button>
      ) : null}
      {canSkip ? (
        <Button size="small" danger type="link" onClick={() => onSkip(activity)} data-testid="training-activity-skip">
          {t('trainingStudents.timeline.skip')}
        </Button>
      ) : null}
    </Flex>
  );
}
