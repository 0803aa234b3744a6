/**
 * The preview screen: file info, then the PDF (pdf.js viewer for holders of
 * pdf_preview, otherwise the browser's own viewer with print and download) or the HTML report in a
 * sandboxed frame; any failure is an empty state 'request failed'. In the mobile app's web view
 * the file is handed to the app instead (see ../host) and the page closes 10 s later.
 */
import { DownloadOutlined, FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { FILE_RESOURCE_PREFIX, MOBILE_PREVIEW_CLOSE_MS, type FileInfo } from '@portal/shared';
import { Button, Empty, Flex, Grid, Result, Spin, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalAuthStore } from '../identity/react';
import { closeHost, isMobileWebView, postToHost } from '../host/host';
import { extensionOf, onceLink, screenKind } from './formats';
import { browserPreviewServices, downloadFile, fetchFileInfo, holdsPdfPreview, type PreviewServices } from './services';
import { useFileBlob } from './useFileBlob';

const PdfJsViewer = lazy(() => import('./PdfJsViewer').then((m) => ({ default: m.PdfJsViewer })));

export interface PreviewScreenProps {
  fileId: string;
  services?: PreviewServices;
  /** Defaults to detecting the app's bridge (`window.ReactNativeWebView`). */
  mobileView?: boolean;
  /** CSS height of the screen: the visible viewport by default; a dialog passes its own. */
  height?: number | string;
}

/** The visible viewport: dvh leaves out a phone's address bar where the browser knows it. */
function viewportHeight(): string {
  return typeof CSS !== 'undefined' && CSS.supports?.('height', '100dvh') ? '100dvh' : '100vh';
}

type Loaded = { file: FileInfo; pdfPreview: boolean };
type ScreenState = { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & Loaded);

const fill = { flex: 1, minHeight: 0, width: '100%', border: 0, display: 'block' } as const;

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Flex align="center" justify="center" style={{ flex: 1, padding: 24 }}>
      {children}
    </Flex>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Centered>
      <Flex vertical align="center" gap={12} data-testid="preview-loading">
        <Spin size="large" />
        <Typography.Text type="secondary">{t('common.loading')}</Typography.Text>
      </Flex>
    </Centered>
  );
}

export function RequestFailed() {
  const { t } = useTranslation();
  return (
    <Centered>
      <Empty description={t('preview.requestFailed')} data-testid="preview-error" />
    </Centered>
  );
}

/** One row on every screen: the title gives way (ellipsis) to the buttons. */
function Toolbar({ file, children }: { file: FileInfo | null; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={12}
      style={{ background: '#fff', padding: '10px 16px', minHeight: 52, boxSizing: 'border-box', boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)', position: 'relative', zIndex: 1 }}
    >
      <Flex align="center" gap={8} style={{ minWidth: 0, flex: '1 1 0' }}>
        <FileTextOutlined style={{ color: '#1f7a8c', fontSize: 18 }} />
        <Typography.Text strong ellipsis style={{ minWidth: 0 }} data-testid="preview-title">
          {file?.title ?? t('preview.fileTitle')}
        </Typography.Text>
      </Flex>
      {children ? <Flex gap={8} style={{ flex: 'none' }}>{children}</Flex> : null}
    </Flex>
  );
}

function PlainPdf({ file, services }: { file: FileInfo; services: PreviewServices }) {
  const { t } = useTranslation();
  const blob = useFileBlob(services, `${FILE_RESOURCE_PREFIX}${encodeURIComponent(file._id)}`, 'application/pdf');
  const frame = useRef<HTMLIFrameElement>(null);
  const [downloading, setDownloading] = useState(false);

  function print() {
    const win = frame.current?.contentWindow;
    try {
      // Only the frame prints: the PDF, not this page around it.
      win?.focus();
      win?.print();
    } catch {
      if (blob.state === 'ready') window.open(blob.url, '_blank', 'noopener');
    }
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadFile(services, file, 'pdf');
    } catch {
      // The call client showed why.
    } finally {
      setDownloading(false);
    }
  }

  // On a phone the buttons are icons (named for assistive technology), leaving the title room.
  const narrow = Grid.useBreakpoint().sm === false;
  const label = (key: 'preview.print' | 'preview.download') => (narrow ? { 'aria-label': t(key), title: t(key) } : { children: t(key) });
  return (
    <>
      <Toolbar file={file}>
        <Button icon={<PrinterOutlined />} onClick={print} disabled={blob.state !== 'ready'} data-testid="preview-print" {...label('preview.print')} />
        <Button type="primary" icon={<DownloadOutlined />} onClick={() => void download()} loading={downloading} data-testid="preview-download" {...label('preview.download')} />
      </Toolbar>
      {blob.state === 'failed' ? <RequestFailed /> : null}
      {blob.state === 'loading' ? <Loading /> : null}
      {blob.state === 'ready' ? <iframe ref={frame} src={blob.url} title={file.title} style={fill} data-testid="preview-pdf-frame" /> : null}
    </>
  );
}

function PdfViewer({ file, services }: { file: FileInfo; services: PreviewServices }) {
  const blob = useFileBlob(services, `${FILE_RESOURCE_PREFIX}${encodeURIComponent(file._id)}`, 'application/pdf');
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  return (
    <>
      <Toolbar file={file} />
      {blob.state === 'failed' || failed ? <RequestFailed /> : null}
      {blob.state === 'loading' ? <Loading /> : null}
      {blob.state === 'ready' && !failed ? (
        <div style={{ flex: 1, minHeight: 0, overflow: 'auto', background: '#e8ecef' }}>
          <Suspense fallback={<Loading />}>
            <PdfJsViewer blob={blob.blob} onError={onError} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}

function HtmlReport({ file, services }: { file: FileInfo; services: PreviewServices }) {
  const blob = useFileBlob(services, `${FILE_RESOURCE_PREFIX}${encodeURIComponent(file._id)}`, 'text/html');
  return (
    <>
      <Toolbar file={file} />
      {blob.state === 'failed' ? <RequestFailed /> : null}
      {blob.state === 'loading' ? <Loading /> : null}
      {/* sandbox="": no scripts, no forms, an opaque origin; the report cannot reach the app's storage. */}
      {blob.state === 'ready' ? <iframe src={blob.url} sandbox="" referrerPolicy="no-referrer" title={file.title} style={{ ...fill, background: '#fff' }} data-testid="preview-html-frame" /> : null}
    </>
  );
}

/** Mobile web view: hand the file to the app through a one-time link, then close 10 s later. */
function MobileHandOver({ fileId, services }: { fileId: string; services: PreviewServices }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'sending' | 'sent' | 'failed'>('sending');
  useEffect(() => {
    let live = true;
    let cancelClose: (() => void) | null = null;
    let timer: number | undefined;
    fetchFileInfo(services, fileId, true).then(
      (file) => {
        if (!live) return;
        if (!file.once_id) return setState('failed');
        postToHost('open_preview', { link: onceLink(window.location.origin, file.once_id), file });
        setState('sent');
        timer = window.setTimeout(() => (cancelClose = closeHost()), MOBILE_PREVIEW_CLOSE_MS);
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
      cancelClose?.();
    };
  }, [fileId, services]);

  if (state === 'failed') return <Centered><Result status="error" title={t('preview.operationFailed')} data-testid="preview-mobile-error" /></Centered>;
  if (state === 'sent') return <Centered><Result status="success" title={t('preview.openedInApp')} data-testid="preview-mobile-sent" /></Centered>;
  return <Loading />;
}

export function PreviewScreen({ fileId, services = browserPreviewServices, mobileView, height }: PreviewScreenProps) {
  const { t } = useTranslation();
  const authStore = useOptionalAuthStore();
  const [mobile] = useState(() => mobileView ?? isMobileWebView());
  const [state, setState] = useState<{ fileId: string; value: ScreenState } | null>(null);

  useEffect(() => {
    if (mobile) return;
    let live = true;
    const menuList = authStore?.getState().menuList ?? [];
    Promise.all([fetchFileInfo(services, fileId), holdsPdfPreview(services, menuList)]).then(
      ([file, pdfPreview]) => live && setState({ fileId, value: { status: 'ready', file, pdfPreview } }),
      () => live && setState({ fileId, value: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [fileId, services, mobile, authStore]);

  const current: ScreenState = state?.fileId === fileId ? state.value : { status: 'loading' };
  let body: React.ReactNode;
  if (mobile) body = <MobileHandOver fileId={fileId} services={services} />;
  else if (current.status === 'loading') body = <><Toolbar file={null} /><Loading /></>;
  else if (current.status === 'failed') body = <><Toolbar file={null} /><RequestFailed /></>;
  else {
    const { file, pdfPreview } = current;
    const kind = screenKind(extensionOf(file));
    if (kind === 'pdf') body = pdfPreview ? <PdfViewer file={file} services={services} /> : <PlainPdf file={file} services={services} />;
    else if (kind === 'html') body = <HtmlReport file={file} services={services} />;
    else body = <><Toolbar file={file} /><Centered><Empty description={t('preview.unknownFormat')} data-testid="preview-unknown" /></Centered></>;
  }

  return (
    <div data-testid="preview-screen" data-mode={mobile ? 'mobile' : 'page'} style={{ height: height ?? viewportHeight(), display: 'flex', flexDirection: 'column', background: '#f3f5f7' }}>
      {body}
    </div>
  );
}
