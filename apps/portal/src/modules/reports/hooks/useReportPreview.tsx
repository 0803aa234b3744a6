/**
 * What a table page does with a report-version cell's event: ask the row's tool's report path
 * (reload=true to regenerate), then preview the returned file, with the test's AI report button. One call at a time; a failure is
 * the server's message (or the spec's client-side one) as an error toast.
 */
import type { CellEvent } from '@portal/ui';
import { feedback, request, useLanguage } from '@portal/ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPreviewModal } from '../components/ReportPreviewModal';
import { fetchReport } from '../reportCall';

const LOADING_KEY = 'report-generating';

export function useReportPreview(): { onCellEvent: (event: CellEvent) => void; modal: ReactNode } {
  const { t } = useTranslation();
  const locale = useLanguage();
  const [shown, setShown] = useState<{ fileId: string; testId: string } | null>(null);
  const busy = useRef(false);

  const onCellEvent = useCallback(
    (event: CellEvent) => {
      if (event.type !== 'report' || busy.current) return;
      busy.current = true;
      const message = feedback().message;
      void message.loading({ content: t('table.reportGenerating'), key: LOADING_KEY, duration: 0 });
      fetchReport(request, { row: event.row, version: event.version, reload: event.reload }, locale)
        .then(
          (report) => {
            message.destroy(LOADING_KEY);
            setShown({ fileId: report._id, testId: report.test_id });
          },
          (error: unknown) => {
            message.destroy(LOADING_KEY);
            void message.error(error instanceof Error ? error.message : t('error.reportGenerationFailed'));
          },
        )
        .finally(() => {
          busy.current = false;
        });
    },
    [locale, t],
  );

  return { onCellEvent, modal: <ReportPreviewModal fileId={shown?.fileId ?? null} testId={shown?.testId} onClose={() => setShown(null)} /> };
}
