/**
 * The QR modal: the code (260 px) and a PNG download. With `toolsType`, the tool's QR
 * background (GET /api/base/insToolsExpansion/info) makes it a poster: background, code and its id
 * text composed on a canvas, and the poster is what is downloaded. No background, or one that
 * cannot be drawn, leaves the plain code.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { QR_POSTER } from '@portal/shared';
import { Button, Flex, Modal, Result, Spin, Typography } from 'antd';
import { toDataURL } from 'qrcode';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { composePoster } from './qrPoster';
import { browserPreviewServices, qrBackgroundPath, type PreviewServices } from './services';

/** The code is 260 px. */
export const QR_SIZE = QR_POSTER.codeSize;
/**
 * How wide the poster is shown in the modal (the download keeps its full size); never taller
 * than the screen leaves room for, so the dialog fits a 1366×768 laptop without scrolling.
 */
const POSTER_SHOWN_WIDTH = 240;
const POSTER_STYLE = { height: 'auto', maxHeight: 'calc(100vh - 330px)', width: 'auto', maxWidth: POSTER_SHOWN_WIDTH, borderRadius: 8, boxShadow: '0 2px 12px rgba(0, 0, 0, 0.15)' } as const;
/** Beside the image when the dialog is wide enough (a 9:16 poster stacked with the rest is taller than a laptop screen), under it otherwise. */
const SIDE = { flex: '1 1 240px', minWidth: 0 } as const;

/** A file name without characters file systems refuse. */
export function qrDownloadName(name: string): string {
  const clean = name.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '');
  return `${clean || 'qrcode'}.png`;
}

export interface QrModalProps {
  /** What the code says (usually a link). */
  text: string;
  /** Names the download (`.png` is added). */
  fileName: string;
  /** A tool type: its QR background turns the code into a poster. */
  toolsType?: string;
  /** The id printed under the code on the poster; defaults to `fileName`. */
  codeText?: string;
  open: boolean;
  onClose: () => void;
  services?: PreviewServices;
}

type QrImage = { key: string; code?: string; poster?: string | null; failed?: boolean };

/** The plain code, then (with a tool type) the poster or null when there is none. */
export async function buildQrImages(services: PreviewServices, text: string, toolsType: string | undefined, codeText: string): Promise<{ code: string; poster: string | null }> {
  const code = await toDataURL(text, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' });
  if (!toolsType) return { code, poster: null };
  const background = await qrBackgroundPath(services, toolsType);
  if (!background) return { code, poster: null };
  try {
    return { code, poster: await composePoster(background, code, codeText) };
  } catch {
    return { code, poster: null };
  }
}

export interface QrCodePanelProps {
  text: string;
  fileName: string;
  toolsType?: string | undefined;
  codeText?: string | undefined;
  services?: PreviewServices;
  /** Shown between the link and the download button (a test's expiry and refresh). */
  children?: ReactNode;
}

/** The modal's body on its own: a dialog of the flow layer shows it inside its own frame. */
export function QrCodePanel({ text, fileName, toolsType, codeText, services = browserPreviewServices, children }: QrCodePanelProps) {
  const { t } = useTranslation();
  const label = codeText ?? fileName;
  const key = `${text}\n${toolsType ?? ''}\n${label}`;
  const [image, setImage] = useState<QrImage | null>(null);

  useEffect(() => {
    let live = true;
    buildQrImages(services, text, toolsType, label).then(
      ({ code, poster }) => live && setImage({ key, code, poster }),
      () => live && setImage({ key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [text, toolsType, label, key, services]);

  const current = image?.key === key ? image : null;
  const download = current?.poster ?? current?.code;
  return (
    <div data-testid="qr-modal">
      {current?.failed ? (
        <Result status="error" title={t('qr.renderFailed')} />
      ) : (
        <Flex wrap gap={16} align="center" justify="center">
          {!current ? (
            <Flex align="center" justify="center" style={{ width: QR_SIZE, height: QR_SIZE }}>
              <Spin />
            </Flex>
          ) : current.poster ? (
            <img src={current.poster} width={POSTER_SHOWN_WIDTH} alt={text} style={POSTER_STYLE} data-testid="qr-modal-poster" />
          ) : (
            <img src={current.code} width={QR_SIZE} height={QR_SIZE} alt={text} data-testid="qr-modal-image" />
          )}
          <Flex vertical align="center" gap={12} style={SIDE}>
            <Typography.Text copyable type="secondary" style={{ wordBreak: 'break-all', textAlign: 'center', maxWidth: 340 }} data-testid="qr-modal-text">
              {text}
            </Typography.Text>
            {children}
            <Button type="primary" icon={<DownloadOutlined />} href={download} download={qrDownloadName(fileName)} disabled={!download} data-testid="qr-modal-download">
              {t('qr.download')}
            </Button>
          </Flex>
        </Flex>
      )}
    </div>
  );
}

export function QrModal({ text, fileName, toolsType, codeText, open, onClose, services = browserPreviewServices }: QrModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('qr.title')} width={600} centered destroyOnHidden>
      {open ? <QrCodePanel text={text} fileName={fileName} toolsType={toolsType} codeText={codeText} services={services} /> : null}
    </Modal>
  );
}
