/**
 * One sub-recording (a few seconds): read with the token header into a blob on the first play,
 * then played from it. 'No audio' when there is nothing playable, 'failed to load' when the read fails.
 */
import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { speechAudioUrl } from '@portal/shared';
import { requestBlob } from '@portal/ui';
import { Button, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type State = 'idle' | 'loading' | 'ready' | 'failed';

export function ItemAudio({ path, label }: { path: string | null; label: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);
  const [state, setState] = useState<State>('idle');
  const [playing, setPlaying] = useState(false);

  useEffect(
    () => () => {
      audio.current?.pause();
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  if (!path) return <Tag data-testid="speech-item-no-audio">{t('speech.player.noAudio')}</Tag>;

  const toggle = async () => {
    if (playing) return audio.current?.pause();
    if (!audio.current) {
      setState('loading');
      try {
        const { blob } = await requestBlob(speechAudioUrl(path), { silent: true });
        url.current = URL.createObjectURL(blob);
        const element = new Audio(url.current);
        element.onplay = () => setPlaying(true);
        element.onpause = () => setPlaying(false);
        element.onended = () => setPlaying(false);
        audio.current = element;
        setState('ready');
      } catch {
        setState('failed');
        return;
      }
    }
    await audio.current.play().catch(() => setState('failed'));
  };

  return (
    <Button
      size="small"
      danger={state === 'failed'}
      loading={state === 'loading'}
      icon={playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
      onClick={() => void toggle()}
      aria-label={`${t(playing ? 'speech.player.pause' : 'speech.player.play')} ${label}`}
      data-testid="speech-item-play"
      data-state={state}
    >
      {state === 'failed' ? t('speech.player.failed') : t(playing ? 'speech.player.pause' : 'speech.player.play')}
    </Button>
  );
}
