/**
 * The Reports page's dialogs (seeded actions of report_list): preview of a report row's PDF with
 * a download button, and regenerate — a confirmation, then the tool's report path with
 * reload=true, then the new report previewed. Finishing the regenerate dialog lets the flow
 * reload the table (the row's created time and file change).
 */
import { browserPreviewServices, downloadFile, feedback, PreviewScreen, request, useLanguage, type DialogComponentProps } from '@portal/ui';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchReport } from '../reportCall';

type Row = Record<string, unknown>;
const PREVIEW_HEIGHT = 'min(72vh, 1000px)';

function rowOf(data: unknown): Row {
  const first: unknown = Array.isArray(data) ? data[0] : data;
  return first !== null && typeof first === 'object' ? (first as Row) : {};
}

function FileView({ fileId, title, onClose }: { fileId: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    void downloadFile(browserPreviewServices, { _id: fileId, title }, 'pdf')
      .catch(() => undefined) // the call client showed the message
      .finally(() => setSaving(false));
  };
  return (
    <Flex vertical gap={12} data-testid="report-row-preview">
      <PreviewScreen fileId={fileId} height={PREVIEW_HEIGHT} />
      <Flex justify="end" gap={8}>
        <Button onClick={save} loading={saving} data-testid="report-row-download">
          {t('reportsPage.download')}
        </Button>
        <Button type="primary" onClick={onClose} data-testid="report-row-close">
          {t('reportsPage.close')}
        </Button>
      </Flex>
    </Flex>
  );
}

export function ReportPreviewDialog({ data, finish }: DialogComponentProps) {
  const { t } = useTranslation();
  const row = rowOf(data);
  const fileId = typeof row.file_id === 'string' ? row.file_id : '';
  if (!fileId) return <Alert type="error" showIcon title={t('reportsPage.noFile')} />;
  return <FileView fileId={fileId} title={String(row.file_title ?? fileId)} onClose={() => finish(row)} />;
}

type RegenerateState = { kind: 'confirm' } | { kind: 'working' } | { kind: 'done'; fileId: string; title: string };

export function RegenerateReportDialog({ data, finish, cancel }: DialogComponentProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const row = rowOf(data);
  const [state, setState] = useState<RegenerateState>({ kind: 'confirm' });

  const regenerate = () => {
    setState({ kind: 'working' });
    // The report call is keyed by the test; the row's version is the one regenerated.
    fetchReport(request, { row: { _id: row.test_id, tools_type: row.tools_type }, version: String(row.report_version ?? '') || undefined, reload: true }, locale).then(
      (report) => {
        void feedback().message.success(t('reportsPage.regenerated'));
        setState({ kind: 'done', fileId: report._id, title: report.title });
      },
      (error: unknown) => {
        void feedback().message.error(error instanceof Error ? error.message : t('error.reportGenerationFailed'));
        setState({ kind: 'confirm' });
      },
    );
  };

  if (state.kind === 'done') return <FileView fileId={state.fileId} title={state.title} onClose={() => finish({ ...row, file_id: state.fileId })} />;
  return (
    <Spin spinning={state.kind === 'working'} tip={t('reportsPage.regenerating')}>
      <Flex vertical gap={16} data-testid="report-regenerate-confirm">
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('reportsPage.regenerateConfirm', { name: String(row.children_name ?? ''), tool: String(row.tools_type ?? ''), version: String(row.report_version ?? '') })}
        </Typography.Paragraph>
        <Flex justify="end" gap={8}>
          <Button onClick={cancel} disabled={state.kind === 'working'}>
            {t('reportsPage.cancel')}
          </Button>
          <Button type="primary" danger onClick={regenerate} loading={state.kind === 'working'} data-testid="report-regenerate-ok">
            {t('reportsPage.regenerateOk')}
          </Button>
        </Flex>
      </Flex>
    </Spin>
  );
}
