/**
 * Print and download of one stored PDF, for a page that shows the PDF its own way (the compass
 * case's report tab and its preview after locking): whoever holds pdf_preview sees the embedded
 * viewer there, which has neither, yet a locked case's report is meant to be handed out.
 * Printing loads the PDF into a hidden frame and prints only that frame.
 */
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { FILE_RESOURCE_PREFIX } from '@portal/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../http/feedback';
import { browserPreviewServices, downloadFile, fetchFileInfo, type PreviewServices } from './services';

export interface PdfActionsProps {
  fileId: string;
  services?: PreviewServices;
  /** Test ids are `${testId}-print` and `${testId}-download`. */
  testId?: string;
}

/** Prints a PDF blob through a frame of its own, removed a minute later (the print dialog may stay open). */
function printBlob(blob: Blob): void {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  frame.setAttribute('data-testid', 'pdf-print-frame');
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
  };
  frame.src = url;
  document.body.appendChild(frame);
  window.setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
}

export function PdfActions({ fileId, services = browserPreviewServices, testId = 'pdf' }: PdfActionsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'print' | 'download' | null>(null);

  const run = async (kind: 'print' | 'download') => {
    setBusy(kind);
    try {
      if (kind === 'download') await downloadFile(services, await fetchFileInfo(services, fileId), 'pdf');
      else printBlob((await services.requestBlob(`${FILE_RESOURCE_PREFIX}${encodeURIComponent(fileId)}`)).blob);
    } catch {
      void feedback().message.error(t('preview.requestFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space size={8}>
      <Button icon={<PrinterOutlined />} loading={busy === 'print'} onClick={() => void run('print')} data-testid={`${testId}-print`}>
        {t('preview.print')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'download'} onClick={() => void run('download')} data-testid={`${testId}-download`}>
        {t('preview.download')}
      </Button>
    </Space>
  );
}
