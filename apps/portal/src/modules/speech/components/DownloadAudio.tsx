/** A recording's download: its bytes read with the token header, saved under the item's name. */
import { DownloadOutlined } from '@ant-design/icons';
import { speechAudioUrl } from '@portal/shared';
import { feedback, requestBlob, saveBlob } from '@portal/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/webm': 'weba', 'audio/ogg': 'ogg' };

export function DownloadAudio({ path, name }: { path: string; name: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob } = await requestBlob(speechAudioUrl(path), { silent: true });
      saveBlob(blob, `${name}.${EXTENSIONS[blob.type] ?? 'mp3'}`);
    } catch {
      void feedback().message.error(t('speech.player.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} aria-label={t('speech.player.download')} data-testid="speech-download">
      {t('speech.player.download')}
    </Button>
  );
}
