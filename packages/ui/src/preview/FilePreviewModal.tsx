/**
 * The file preview modal: mp4/mpg4 play in a video player, png/jpg/jpeg show as an
 * image (a default picture when it cannot be read), anything else says 'unknown format'. The
 * bytes are read with the token header into a blob URL (an expiring one-time link would not
 * survive a video's range requests or a second look).
 */
import { FILE_RAW_PREFIX } from '@portal/shared';
import { Empty, Flex, Image, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { FALLBACK_IMAGE } from './fallbackImage';
import { extensionOf, modalKind, type ModalKind, type PreviewFile } from './formats';
import { browserPreviewServices, type PreviewServices } from './services';
import { useFileBlob } from './useFileBlob';

export interface FilePreviewModalProps {
  file: PreviewFile;
  open: boolean;
  onClose: () => void;
  services?: PreviewServices;
}

/** Modals are 800 px wide (never wider than the screen). */
const MODAL_WIDTH = 800;

function FileBody({ file, kind, services }: { file: PreviewFile; kind: Exclude<ModalKind, 'unknown'>; services: PreviewServices }) {
  const { t } = useTranslation();
  const blob = useFileBlob(services, `${FILE_RAW_PREFIX}${encodeURIComponent(file._id)}`);
  if (blob.state === 'loading') {
    return (
      <Flex align="center" justify="center" style={{ minHeight: 240 }}>
        <Spin />
      </Flex>
    );
  }
  if (kind === 'image') {
    return (
      <Flex justify="center">
        <Image
          src={blob.state === 'ready' ? blob.url : FALLBACK_IMAGE}
          fallback={FALLBACK_IMAGE}
          alt={file.title}
          style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          data-testid="file-preview-image"
        />
      </Flex>
    );
  }
  if (blob.state === 'failed') return <Empty description={t('preview.requestFailed')} data-testid="file-preview-error" />;
  return (
    <video controls playsInline preload="metadata" src={blob.url} style={{ display: 'block', width: '100%', maxHeight: '70vh', background: '#000' }} data-testid="file-preview-video">
      {t('preview.videoUnsupported')}
    </video>
  );
}

/** What the modal shows for `file`: the player, the image, or 'unknown format'. */
export function FilePreviewBody({ file, services = browserPreviewServices }: { file: PreviewFile; services?: PreviewServices }) {
  const { t } = useTranslation();
  const kind = modalKind(extensionOf(file));
  return (
    <div data-testid="file-preview-body" data-kind={kind}>
      {kind === 'unknown' ? (
        <Empty description={t('preview.unknownFormat')} data-testid="file-preview-unknown" />
      ) : (
        <FileBody file={file} kind={kind} services={services} />
      )}
    </div>
  );
}

export function FilePreviewModal({ file, open, onClose, services = browserPreviewServices }: FilePreviewModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={file.title || t('preview.fileTitle')}
      width={`min(${MODAL_WIDTH}px, calc(100vw - 32px))`}
      centered
      destroyOnHidden
      data-testid="file-preview-modal"
    >
      <FilePreviewBody file={file} services={services} />
    </Modal>
  );
}
