/** Full-screen QR image of `/qrcode/{string}`: code, its text, and a PNG download. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QR_SIZE, useQrDataUrl } from '../hooks/useQrDataUrl';
import { qrFileName } from '../qrFileName';

export function QrCodeView({ text }: { text: string | null }) {
  const { t } = useTranslation();
  const image = useQrDataUrl(text);

  let body;
  if (text === null) {
    body = <Result status="error" title={t('qr.undecodable')} subTitle={t('qr.undecodableHint')} data-testid="qr-error" />;
  } else if (image.state === 'failed') {
    body = <Result status="error" title={t('qr.renderFailed')} data-testid="qr-error" />;
  } else {
    body = (
      <Flex vertical align="center" gap={16}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('qr.title')}
        </Typography.Title>
        {image.state === 'ready' ? (
          <img data-testid="qr-image" src={image.dataUrl} width={QR_SIZE} height={QR_SIZE} alt={text} />
        ) : (
          <Flex align="center" justify="center" style={{ width: QR_SIZE, height: QR_SIZE }}>
            <Spin />
          </Flex>
        )}
        <Typography.Paragraph data-testid="qr-text" copyable style={{ maxWidth: 360, wordBreak: 'break-all', textAlign: 'center', margin: 0 }}>
          {text}
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          data-testid="qr-download"
          disabled={image.state !== 'ready'}
          href={image.state === 'ready' ? image.dataUrl : undefined}
          download={qrFileName(text)}
        >
          {t('qr.download')}
        </Button>
      </Flex>
    );
  }

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f3f6f8' }} data-testid="qr-page">
      <Card style={{ maxWidth: 440, width: '100%' }}>{body}</Card>
    </Flex>
  );
}
