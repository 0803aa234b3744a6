/**
 * The report chosen in a table, previewed in a dialog with the shared preview screen; `actions`
 * adds print and download of its own (a report handed out from there, whatever viewer shows it);
 * `testId` (a test's report) adds the AI report button.
 */
import { PdfActions, PreviewScreen } from '@portal/ui';
import { Modal, Space } from 'antd';
import { AiReportFlow } from '../ai';
import { useTranslation } from 'react-i18next';

export function ReportPreviewModal({ fileId, onClose, actions = false, testId }: { fileId: string | null; onClose: () => void; actions?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const footer =
    fileId && (actions || testId) ? (
      <Space size={8}>
        {testId ? <AiReportFlow key={testId} testId={testId} pdfFileId={fileId} /> : null}
        {actions ? <PdfActions fileId={fileId} testId="report-preview" /> : null}
      </Space>
    ) : null;
  return (
    <Modal
      open={fileId !== null}
      onCancel={onClose}
      footer={footer}
      title={t('table.reportView')}
      width="min(1000px, calc(100vw - 32px))"
      centered
      destroyOnHidden
      styles={{ body: { padding: 0 } }}
      data-testid="report-preview-modal"
    >
      {fileId ? <PreviewScreen fileId={fileId} height="min(80vh, 1100px)" /> : null}
    </Modal>
  );
}
