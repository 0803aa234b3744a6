/** A small QR icon; clicking opens the QR modal: the code and a PNG download. */
import { QrcodeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrModal } from '../../preview/QrModal';
import type { CellProps } from '../types';
import { cellText, extraOf, templateText } from './values';

export { qrDownloadName, QR_SIZE as QR_CELL_SIZE } from '../../preview/QrModal';

/**
 * The code's text is `templateString` filled from the row (a link), else the value; `extra.fileName`
 * names the download.
 */
export function QrCodeCell({ value, row, column }: CellProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = column.templateString ? templateText(column.templateString, row) : cellText(value);
  if (!text) return null;
  const fileTemplate = extraOf(column).fileName;
  const fileName = typeof fileTemplate === 'string' ? templateText(fileTemplate, row) : cellText(value) || 'qrcode';
  // `extra.toolsType` ('Dream-ITS', or a template such as '{tools_type}') makes it the tool's QR poster.
  const toolsTemplate = extraOf(column).toolsType;
  const toolsType = typeof toolsTemplate === 'string' ? templateText(toolsTemplate, row) || undefined : undefined;
  return (
    <>
      <Button type="text" size="small" icon={<QrcodeOutlined />} aria-label={t('table.qrShow')} title={t('table.qrShow')} onClick={() => setOpen(true)} data-testid={`cell-qrcode-${column.key}`} />
      {open ? <QrModal text={text} fileName={fileName} toolsType={toolsType} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
