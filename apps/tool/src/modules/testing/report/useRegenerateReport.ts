/**
 * Regenerating a report after the clinician confirms (the Dream-ITS report and the v2 report):
 * the fresh report replaces the cached one under its query key. A refused call needs nothing
 * here: the call client already showed the server's message.
 */
import type { ReportResult } from '@portal/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function useRegenerateReport(queryKey: QueryKey, fetchFresh: () => Promise<ReportResult>): { regenerating: boolean; regenerate: () => void } {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [regenerating, setRegenerating] = useState(false);
  const regenerate = () =>
    void modal.confirm({
      title: t('testing.report.regenerate'),
      content: t('testing.report.regenerateConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setRegenerating(true);
        try {
          queryClient.setQueryData(queryKey, await fetchFresh());
          void message.success(t('testing.report.regenerated'));
        } catch {
          // The call client showed the server's message.
        } finally {
          setRegenerating(false);
        }
      },
    });
  return { regenerating, regenerate };
}
