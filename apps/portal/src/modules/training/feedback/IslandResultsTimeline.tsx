/**
 * The other timeline view (results per island step): the course's islands and their steps, each
 * step's dot blue while its activity runs, green once ended, gray before; its result summary
 * (stars, accuracy, learning duration), milestone titles at date_indexs, and for the steps of
 * all_videos_indexs a 'video details' action opening VideoDetailsDialog.
 */
import { CalendarOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { IslandConfig, TrainingStudent } from '@portal/shared';
import { accuracyText, learningDurationText, textIn } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { Button, Empty, Flex, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { islandResults, resolveIslandConfig, type StepResult } from './islandSteps';
import { Label, Stars } from './parts';
import { submissionScores, submissionStars } from './summary';
import { VideoDetailsDialog } from './VideoDetailsDialog';

export interface IslandResultsTimelineProps {
  student: TrainingStudent;
  /** The island configuration (`GET students/island_configurations/{id}`); null: the student's own copy, if any. */
  config: IslandConfig | null;
}

/** The spec's colours as CSS: antd's 'blue' preset follows the brand's primary colour, which is not blue. */
const DOT_CSS: Record<StepResult['colour'], string> = { blue: '#1677ff', green: 'green', gray: 'gray' };

function StepSummary({ step }: { step: StepResult }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  if (!step.latest) return null;
  const stars = submissionStars(step.latest);
  return (
    <Flex wrap gap={12} align="center" data-testid="island-step-summary">
      {stars !== null && <Stars value={stars} />}
      {step.totalScores !== null && (
        <span data-testid="island-step-accuracy">
          <Label text={t('trainingFeedback.accuracy')} />
          {accuracyText(submissionScores(step.latest), step.totalScores, locale)}
        </span>
      )}
      <span data-testid="island-step-duration">
        <Label text={t('trainingFeedback.learningDuration')} />
        {learningDurationText(step.learningSeconds, locale)}
      </span>
      <Typography.Text type="secondary">{t('trainingFeedback.answers', { n: step.count })}</Typography.Text>
    </Flex>
  );
}

function StepContent({ step, onVideos }: { step: StepResult; onVideos: () => void }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  return (
    <Flex vertical gap={4} data-testid="island-step" data-step={step.key} data-dot={step.dot} data-colour={step.colour}>
      {step.dateTitle && (
        <Tag icon={<CalendarOutlined />} color="geekblue" style={{ alignSelf: 'flex-start' }} data-testid="island-step-date">
          {textIn(step.dateTitle, locale)}
        </Tag>
      )}
      <Flex wrap gap={8} align="center">
        <Typography.Text strong>{textIn(step.name, locale)}</Typography.Text>
        {step.activity && textIn(step.activity.activity_name, locale) !== textIn(step.name, locale) && <Typography.Text type="secondary">{textIn(step.activity.activity_name, locale)}</Typography.Text>}
        <Tag color={step.colour === 'gray' ? 'default' : step.colour}>{t(`trainingFeedback.step.${step.dot}`)}</Tag>
        {step.learning && <Tag>{t('trainingFeedback.learning')}</Tag>}
        {step.practice && <Tag>{t('trainingFeedback.practice')}</Tag>}
        {step.video && (
          <Button size="small" type="link" icon={<VideoCameraOutlined />} onClick={onVideos} data-testid="island-step-videos">
            {t('trainingFeedback.videoDetails')}
          </Button>
        )}
      </Flex>
      <StepSummary step={step} />
    </Flex>
  );
}

export function IslandResultsTimeline({ student, config }: IslandResultsTimelineProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const [videoStep, setVideoStep] = useState<StepResult | null>(null);
  const resolved = resolveIslandConfig(student, config);
  if (!resolved) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trainingFeedback.noIslandConfig')} data-testid="island-results-empty" />;
  const islands = islandResults(student, resolved);
  return (
    <div data-testid="island-results">
      {islands.map(({ island, typeName, steps }) => (
        <section key={island.key} style={{ marginBottom: 16 }} data-testid="island-results-island" data-island={island.key}>
          <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {textIn(island.name, locale)}
            </Typography.Title>
            {typeName && <Tag color="cyan">{textIn(typeName, locale)}</Tag>}
          </Flex>
          <Timeline items={steps.map((step) => ({ key: step.key, color: DOT_CSS[step.colour], content: <StepContent step={step} onVideos={() => setVideoStep(step)} /> }))} />
        </section>
      ))}
      <VideoDetailsDialog open={videoStep !== null} onClose={() => setVideoStep(null)} activity={videoStep?.activity ?? null} title={videoStep ? textIn(videoStep.name, locale) : undefined} />
    </div>
  );
}
