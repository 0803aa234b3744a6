/** A small QR icon; clicking opens the QR modal (spec §2.4): the code and a PNG download. */
import { DownloadOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Result, Spin, Typography } from 'antd';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellProps } from '../types';
import { cellText, extraOf, templateText } from './values';

/** Spec §9: the code is drawn 260 px wide. */
export const QR_CELL_SIZE = 260;

type QrImage = { text: string; dataUrl?: string; failed?: boolean };

/** A file name without characters file systems refuse. */
export function qrDownloadName(name: string): string {
  const clean = name.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '');
  return `${clean || 'qrcode'}.png`;
}

export function QrModal({ text, fileName, open, onClose }: { text: string; fileName: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<QrImage | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    toDataURL(text, { width: QR_CELL_SIZE, margin: 2, errorCorrectionLevel: 'M' }).then(
      (dataUrl) => live && setImage({ text, dataUrl }),
      () => live && setImage({ text, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [open, text]);
  const current = image?.text === text ? image : null;
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('table.qrTitle')} destroyOnHidden data-testid="table-qr-modal">
      {current?.failed ? (
        <Result status="error" title={t('table.qrFailed')} />
      ) : (
        <Flex vertical align="center" gap={12}>
          {current?.dataUrl ? (
            <img src={current.dataUrl} width={QR_CELL_SIZE} height={QR_CELL_SIZE} alt={text} data-testid="table-qr-image" />
          ) : (
            <Flex align="center" justify="center" style={{ width: QR_CELL_SIZE, height: QR_CELL_SIZE }}>
              <Spin />
            </Flex>
          )}
          <Typography.Text copyable style={{ wordBreak: 'break-all', textAlign: 'center' }}>
            {text}
          </Typography.Text>
          <Button icon={<DownloadOutlined />} href={current?.dataUrl} download={qrDownloadName(fileName)} disabled={!current?.dataUrl} data-testid="table-qr-download">
            {t('table.qrDownload')}
          </Button>
        </Flex>
      )}
    </Modal>
  );
}

/** The code's text is `templateString` filled from the row (a link), else the value; `extra.fileName` names the download. */
export function QrCodeCell({ value, row, column }: CellProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = column.templateString ? templateText(column.templateString, row) : cellText(value);
  if (!text) return null;
  const fileTemplate = extraOf(column).fileName;
  const fileName = typeof fileTemplate === 'string' ? templateText(fileTemplate, row) : cellText(value) || 'qrcode';
  return (
    <>
      <Button type="text" size="small" icon={<QrcodeOutlined />} aria-label={t('table.qrShow')} title={t('table.qrShow')} onClick={() => setOpen(true)} data-testid={`cell-qrcode-${column.key}`} />
      {open ? <QrModal text={text} fileName={fileName} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
