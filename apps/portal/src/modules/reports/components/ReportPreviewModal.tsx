/**
 * The report chosen in a table, previewed in a dialog with the shared preview screen; `actions`
 * adds print and download of its own (a report handed out from there, whatever viewer shows it).
 */
import { PdfActions, PreviewScreen } from '@portal/ui';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export function ReportPreviewModal({ fileId, onClose, actions = false }: { fileId: string | null; onClose: () => void; actions?: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={fileId !== null}
      onCancel={onClose}
      footer={actions && fileId ? <PdfActions fileId={fileId} testId="report-preview" /> : null}
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
