/**
 * The vertical timeline of a student's nodes with their activities nested: each node's dot from
 * `nodeDot` (active spinner, ended green tick, pending orange clock), its name, start date and
 * duration; with the operation flag, 'edit times' and 'insert an activity' on nodes that have not
 * ended. At most 600 px high, scrolling.
 */
import { CheckCircleFilled, ClockCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { canSkipActivity, nodeDot, type Locale, type NodeDot, type TimelineNode, type TrainingActivity, type TrainingStudent } from '@portal/shared';
import { Button, Flex, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityRow } from './ActivityRow';
import { dayOf, localText, nodeEditable } from './model';

/** The timeline dialog's maximum height. */
export const TIMELINE_MAX_HEIGHT = 600;

const DOTS: Record<NodeDot, ReactNode> = {
  active: <LoadingOutlined spin style={{ color: '#1677ff', fontSize: 16 }} />,
  ended: <CheckCircleFilled style={{ color: '#52c41a', fontSize: 16 }} />,
  pending: <ClockCircleOutlined style={{ color: '#fa8c16', fontSize: 16 }} />,
};

export interface TimelineViewProps {
  student: TrainingStudent;
  locale: Locale;
  canSkipMenu: boolean;
  canOperate: boolean;
  onSkip(activity: TrainingActivity): void;
  onFeedback(activity: TrainingActivity): void;
  onEditTimes(node: TimelineNode): void;
  onInsert(node: TimelineNode): void;
}

export function TimelineView({ student, locale, canSkipMenu, canOperate, onSkip, onFeedback, onEditTimes, onInsert }: TimelineViewProps) {
  const { t } = useTranslation();
  const now = new Date();
  const items = student.activity_timeline.map((node) => {
    const dot = nodeDot(node);
    const editable = canOperate && nodeEditable(node, now);
    return {
      key: node._id,
      icon: <span data-testid="training-node-dot" data-dot={dot}>{DOTS[dot]}</span>,
      content: (
        <div data-testid="training-node" data-node-id={node._id} data-dot={dot}>
          <Flex align="baseline" gap={12} wrap>
            <Typography.Text strong>{localText(node.name, locale)}</Typography.Text>
            <Typography.Text type="secondary" data-testid="training-node-times">
              {t('trainingStudents.timeline.nodeTimes', { start: dayOf(node.start_time, student.time_zone), days: node.duration_time })}
            </Typography.Text>
            {editable ? (
              <>
                <Button size="small" type="link" onClick={() => onEditTimes(node)} data-testid="training-node-edit-times">
                  {t('trainingStudents.timeline.editTimes')}
                </Button>
                <Button size="small" type="link" onClick={() => onInsert(node)} data-testid="training-node-insert">
                  {t('trainingStudents.timeline.insert')}
                </Button>
              </>
            ) : null}
          </Flex>
          <div style={{ paddingLeft: 8, marginTop: 4 }}>
            {node.children.length === 0 ? <Typography.Text type="secondary">{t('trainingStudents.timeline.noActivities')}</Typography.Text> : null}
            {node.children.map((activity) => (
              <ActivityRow
                key={activity._id}
                activity={activity}
                runActivity={student.run_activity}
                locale={locale}
                canSkip={canSkipActivity(activity, student.run_activity, canSkipMenu)}
                onSkip={onSkip}
                onFeedback={onFeedback}
              />
            ))}
          </div>
        </div>
      ),
    };
  });
  return (
    <div style={{ maxHeight: TIMELINE_MAX_HEIGHT, overflowY: 'auto', padding: '8px 8px 0 12px' }} data-testid="training-timeline-scroll">
      <Timeline items={items} />
    </div>
  );
}
