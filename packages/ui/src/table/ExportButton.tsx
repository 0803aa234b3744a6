/**
 * 'Export' beside a table page's actions: the whole list for the applied search (every page, not
 * the visible one) as Excel or CSV, built and streamed by the server (GET /api/system/export) with
 * the page's columns, labels and dates. Read with the token header like any file, then saved.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_PATH, type ExportFormat } from '@portal/shared';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryParams, RequestBlobFn } from '../http/client';
import { requestBlob as browserRequestBlob } from '../http/request';
import { saveBlob } from '../preview/services';

export interface ExportButtonProps {
  menuId: string;
  /** The applied search and the page's fixed parameters, as the list call gets them (without paging). */
  params: Readonly<Record<string, unknown>>;
  requestBlob?: RequestBlobFn;
}

export function ExportButton({ menuId, params, requestBlob = browserRequestBlob }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const { blob, fileName } = await requestBlob(EXPORT_PATH, { params: { ...params, menuId, format } as QueryParams });
      saveBlob(blob, fileName ?? `${menuId}.${format}`);
    } catch {
      // The call client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  const items = [
    { key: 'xlsx', label: <span data-testid="table-export-xlsx">{t('table.exportXlsx')}</span> },
    { key: 'csv', label: <span data-testid="table-export-csv">{t('table.exportCsv')}</span> },
  ];
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => void run(key as ExportFormat) }} trigger={['click']} disabled={busy}>
      <Button icon={<DownloadOutlined />} loading={busy} data-testid="table-export">
        {busy ? t('table.exporting') : t('table.export')}
      </Button>
    </Dropdown>
  );
}
