/**
 * A sitting's full audio: play/pause, a seek slider with a mark at the start of each
 * sub-recording (coloured by its status; a mark's click seeks there and plays), the position, and
 * the download. The bytes are read in ranges with the token header (rangedAudio.ts).
 */
import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { speechAudioUrl } from '@portal/shared';
import { requestBlob } from '@portal/ui';
import { Button, Empty, Flex, Slider, Typography } from 'antd';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { attachBlobAudio, attachRangedAudio, canStreamMp3, type AudioLoadState } from '../rangedAudio';
import { clockOf, statusColor, type ReviewItem } from '../review';
import { DownloadAudio } from './DownloadAudio';

export interface PlayerMark {
  seconds: number;
  item: ReviewItem;
  label: string;
}

/** What an item's 'go to' asks of the player. */
export interface FullAudioHandle {
  seekAndPlay(seconds: number): void;
}

export function FullAudioPlayer({ path, durationMs, marks, downloadName, ref }: { path: string | null; durationMs: number | null; marks: PlayerMark[]; downloadName: string; ref?: Ref<FullAudioHandle> }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<AudioLoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [position, setPosition] = useState(0);
  const [dragging, setDragging] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [duration, setDuration] = useState((durationMs ?? 0) / 1000);

  useEffect(() => {
    const element = audio.current;
    if (!element || !path) return;
    setState('loading');
    const options = { url: speechAudioUrl(path), durationMs, read: requestBlob, onState: setState };
    const attached = canStreamMp3() ? attachRangedAudio(element, options) : attachBlobAudio(element, options);
    return () => attached.dispose();
  }, [path, durationMs, attempt]);

  const seek = (seconds: number, play: boolean) => {
    const element = audio.current;
    if (!element || state !== 'ready') return;
    element.currentTime = seconds;
    setPosition(seconds);
    if (play) void element.play().catch(() => undefined);
  };
  useImperativeHandle(ref, () => ({ seekAndPlay: (seconds) => seek(seconds, true) }));

  if (!path) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('speech.player.noFullAudio')} data-testid="speech-no-full-audio" />;

  const sliderMarks = Object.fromEntries(
    marks.map((m) => [
      m.seconds,
      {
        style: { color: statusColor(m.item.recording.status) },
        label: (
          <span
            role="button"
            title={t('speech.player.seek')}
            data-testid={`speech-mark-${m.item.recording.question_id}`}
            data-seconds={m.seconds}
            onClick={(event) => {
              event.stopPropagation();
              seek(m.seconds, true);
            }}
          >
            {m.label}
          </span>
        ),
      },
    ]),
  );

  return (
    <Flex vertical gap={4} data-testid="speech-full-audio" data-state={state}>
      <audio
        ref={audio}
        preload="auto"
        data-testid="speech-full-audio-element"
        onTimeUpdate={(e) => setPosition(e.currentTarget.currentTime)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onDurationChange={(e) => Number.isFinite(e.currentTarget.duration) && e.currentTarget.duration > 0 && setDuration(e.currentTarget.duration)}
      />
      <Flex align="center" gap={12}>
        <Button
          shape="circle"
          icon={playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
          aria-label={t(playing ? 'speech.player.pause' : 'speech.player.play')}
          disabled={state !== 'ready'}
          onClick={() => (playing ? audio.current?.pause() : void audio.current?.play().catch(() => undefined))}
          data-testid="speech-full-play"
        />
        <Typography.Text strong>{t('speech.player.fullAudio')}</Typography.Text>
        <Typography.Text type="secondary" data-testid="speech-full-position">
          {t('speech.player.position', { at: clockOf(dragging ?? position), total: clockOf(duration) })}
        </Typography.Text>
        {state === 'failed' ? (
          <Button size="small" danger onClick={() => setAttempt((n) => n + 1)} data-testid="speech-full-failed">
            {t('speech.player.failed')} · {t('speech.review.retry')}
          </Button>
        ) : null}
        <span style={{ marginInlineStart: 'auto' }}>
          <DownloadAudio path={path} name={downloadName} />
        </span>
      </Flex>
      <div style={{ padding: '0 12px 16px' }}>
        <Slider
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.01}
          value={dragging ?? position}
          marks={sliderMarks}
          disabled={state !== 'ready'}
          tooltip={{ formatter: (v) => clockOf(v ?? 0) }}
          onChange={(v) => setDragging(v)}
          onChangeComplete={(v) => {
            setDragging(null);
            seek(v, false);
          }}
          data-testid="speech-full-slider"
        />
      </div>
    </Flex>
  );
}
