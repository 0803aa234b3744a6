/**
 * The files a parent sent: pictures as thumbnails (click to enlarge), videos and recordings
 * through the transcode viewer (what a phone records becomes what every browser plays; 'being
 * prepared' meanwhile), anything else as a download. Bytes are always read with
 * the token header (the preview pieces' `useFileBlob` / `downloadFile`): no token in any URL.
 */
import { DownloadOutlined } from '@ant-design/icons';
import type { FeedbackFile } from '@portal/shared';
import { browserPreviewServices, downloadFile, extensionOf, FALLBACK_IMAGE, useFileBlob, VideoTranscodeViewer } from '@portal/ui';
import { Button, Flex, Image, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileKind } from './summary';

const THUMB = 96;

function ImageThumb({ file }: { file: FeedbackFile }) {
  const blob = useFileBlob(browserPreviewServices, file.file_path);
  if (blob.state === 'loading') {
    return (
      <Flex align="center" justify="center" style={{ width: THUMB, height: THUMB, background: '#fafafa' }}>
        <Spin size="small" />
      </Flex>
    );
  }
  return (
    <Image
      width={THUMB}
      height={THUMB}
      src={blob.state === 'ready' ? blob.url : FALLBACK_IMAGE}
      fallback={FALLBACK_IMAGE}
      alt={file.title}
      style={{ objectFit: 'cover', borderRadius: 6 }}
      data-testid="feedback-image"
    />
  );
}

function DownloadLink({ file }: { file: FeedbackFile }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      title={t('trainingFeedback.download')}
      onClick={() => void downloadFile(browserPreviewServices, { _id: file.file_id, title: file.title }, extensionOf(file)).catch(() => undefined)}
      data-testid="feedback-download"
    >
      {file.title}
    </Button>
  );
}

export function FeedbackFiles({ files }: { files: readonly FeedbackFile[] }) {
  if (files.length === 0) return null;
  const byKind = (kind: ReturnType<typeof fileKind>) => files.filter((f) => fileKind(f) === kind);
  const images = byKind('image');
  return (
    <Flex vertical gap={8} data-testid="feedback-files">
      {images.length > 0 && (
        <Image.PreviewGroup>
          <Flex wrap gap={8}>
            {images.map((f) => (
              <ImageThumb key={f.file_id} file={f} />
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
      {byKind('video').map((f) => (
        <div key={f.file_id} style={{ maxWidth: 520 }} data-testid="feedback-video">
          <VideoTranscodeViewer originPath={f.file_path} />
        </div>
      ))}
      {byKind('audio').map((f) => (
        <div key={f.file_id} style={{ maxWidth: 360 }} data-testid="feedback-audio">
          <VideoTranscodeViewer originPath={f.file_path} kind="audio" title={f.title} />
        </div>
      ))}
      {byKind('other').length > 0 && (
        <Flex wrap gap={8}>
          {byKind('other').map((f) => (
            <DownloadLink key={f.file_id} file={f} />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
