/**
 * The video details dialog of the island results view: every video the parent
 * sent for the step's activity, newest first, each played through the transcode viewer.
 */
import type { TrainingActivity } from '@portal/shared';
import { textIn } from '@portal/shared';
import { useLanguage, VideoTranscodeViewer } from '@portal/ui';
import { Empty, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from './parts';
import { fileKind, numberedSubmissions, submissionFiles } from './summary';

export interface VideoDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The step's activity; null shows 'no videos yet'. */
  activity: TrainingActivity | null;
  /** Shown after 'Video details' (the step's name). */
  title?: string;
}

/** Modals are 800 px wide (never wider than the screen). */
const WIDTH = 'min(800px, calc(100vw - 32px))';

/** The step activity's videos, newest first, with the answer they came with. */
export function videosOf(activity: TrainingActivity | null) {
  return numberedSubmissions(activity?.results).flatMap(({ n, submission }) =>
    submissionFiles(submission)
      .filter((f) => fileKind(f) === 'video')
      .map((file) => ({ n, submission, file })),
  );
}

export function VideoDetailsDialog({ open, onClose, activity, title }: VideoDetailsDialogProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const videos = videosOf(activity);
  const heading = [t('trainingFeedback.videoDetails'), title ?? (activity ? textIn(activity.activity_name, locale) : '')].filter(Boolean).join(' · ');
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={heading} width={WIDTH} centered destroyOnHidden data-testid="video-details-dialog">
      <div style={{ maxHeight: 600, overflowY: 'auto' }}>
        {videos.length === 0 ? (
          <Empty description={t('trainingFeedback.noVideos')} data-testid="video-details-empty" />
        ) : (
          <Flex vertical gap={16}>
            {videos.map(({ n, submission, file }) => (
              <Flex key={`${submission.submission_id}-${file.file_id}`} vertical gap={6} data-testid="video-details-item">
                <Flex gap={12} wrap align="baseline">
                  <Typography.Text strong>{t('trainingFeedback.answerN', { n })}</Typography.Text>
                  <Typography.Text type="secondary">{formatTime(submission.submitted_at)}</Typography.Text>
                  <Typography.Text type="secondary">{file.title}</Typography.Text>
                </Flex>
                <VideoTranscodeViewer originPath={file.file_path} />
              </Flex>
            ))}
          </Flex>
        )}
      </div>
    </Modal>
  );
}
