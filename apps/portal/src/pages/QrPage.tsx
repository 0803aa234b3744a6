/** /qrcode/:string — reachable logged out; the text is base64 then URI decoded. */
import { decodeQrParam } from '@portal/shared';
import { useParams } from 'react-router';
import { QrCodeView } from '../modules/testing';

export function QrPage() {
  const { string = '' } = useParams();
  return <QrCodeView text={decodeQrParam(string)} />;
}
