/** File and report preview: the preview screen, the file preview modal, the QR modal. */
export { PreviewScreen, RequestFailed } from './PreviewScreen';
export { PdfActions } from './PdfActions';
export type { PdfActionsProps } from './PdfActions';
export type { PreviewScreenProps } from './PreviewScreen';
export { FilePreviewBody, FilePreviewModal } from './FilePreviewModal';
export type { FilePreviewModalProps } from './FilePreviewModal';
export { buildQrImages, QrCodePanel, QrModal, qrDownloadName, QR_SIZE } from './QrModal';
export type { QrCodePanelProps, QrModalProps } from './QrModal';
export { composePoster, fitText, posterLayout, QR_IMAGE_QUALITY } from './qrPoster';
export type { PosterLayout } from './qrPoster';
export { downloadName, extensionOf, modalKind, onceLink, pdfPageWidth, pdfZoom, screenKind } from './formats';
export type { ModalKind, PreviewFile, ScreenKind } from './formats';
export { browserPreviewServices, downloadFile, fetchFileInfo, holdsPdfPreview, qrBackgroundPath, saveBlob } from './services';
export type { PreviewServices } from './services';
export { useFileBlob } from './useFileBlob';
export type { FileBlob } from './useFileBlob';
export { FALLBACK_IMAGE } from './fallbackImage';
