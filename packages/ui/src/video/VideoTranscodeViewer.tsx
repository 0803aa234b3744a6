/**
 * The video transcode viewer: asks the server for the transcode of an uploaded video or recording
 * (a phone's mov, WebM, m4a, Ogg…) and shows 'video transcoding' ('preparing the recording' for
 * sound) with a spinner, asking again every few seconds, until
 * it is Completed; then it plays the transcoded copy in a video or an audio element. The copy is read with the token header into
 * a blob URL, so no token (and no long-lived link) ever lands in a URL. Failed shows the server's
 * reason and a retry, which starts the transcode over.
 */
import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { browserVideoServices, pollTranscode, type TranscodeView, type VideoServices } from './transcode';

export interface VideoTranscodeViewerProps {
  /** The original upload: its `file_path` (`/api/system/file/raw/<id>`) or its file id. */
  originPath: string;
  /** A recording plays in an audio element (default: video). */
  kind?: MediaPlayerKind;
  /** The audio element's accessible name (the file's title). */
  title?: string;
  services?: VideoServices;
  /** How often to ask while transcoding (default VIDEO_POLL_MS, 3 s). */
  pollMs?: number;
}

export type MediaPlayerKind = 'video' | 'audio';

const BOX = { minHeight: 240 } as const;
const boxOf = (kind: MediaPlayerKind) => (kind === 'audio' ? { minHeight: 54 } : BOX);

function Transcoding({ kind }: { kind: MediaPlayerKind }) {
  const { t } = useTranslation();
  return (
    <Flex vertical={kind === 'video'} align="center" justify="center" gap={12} style={boxOf(kind)} data-testid="video-transcode" data-state="transcoding" aria-live="polite">
      <Spin />
      <Typography.Text type="secondary">{t(kind === 'audio' ? 'video.preparingAudio' : 'video.transcoding')}</Typography.Text>
    </Flex>
  );
}

/** Reads the copy with the token header into a blob URL that lives as long as the player. */
function useVideoBlob(services: VideoServices, url: string, attempt: number, kind: MediaPlayerKind): { state: 'loading' } | { state: 'failed' } | { state: 'ready'; src: string } {
  const [result, setResult] = useState<{ key: string; value: { state: 'failed' } | { state: 'ready'; src: string } } | null>(null);
  const key = `${attempt}:${url}`;
  useEffect(() => {
    const controller = new AbortController();
    let src: string | null = null;
    services.requestBlob(url, { silent: true, signal: controller.signal }).then(
      ({ blob }) => {
        if (controller.signal.aborted) return;
        // The server's Content-Type (video/mp4, audio/mp4, audio/mpeg); a typeless blob is taken for the usual one.
        src = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: kind === 'audio' ? 'audio/mp4' : 'video/mp4' }));
        setResult({ key, value: { state: 'ready', src } });
      },
      () => {
        if (!controller.signal.aborted) setResult({ key, value: { state: 'failed' } });
      },
    );
    return () => {
      controller.abort();
      if (src) URL.revokeObjectURL(src);
    };
  }, [services, url, key, kind]);
  return result?.key === key ? result.value : { state: 'loading' };
}

export function TranscodedPlayer({ url, services = browserVideoServices, kind = 'video', title }: { url: string; services?: VideoServices; kind?: MediaPlayerKind; title?: string }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const blob = useVideoBlob(services, url, attempt, kind);
  if (blob.state === 'loading') {
    return (
      <Flex align="center" justify="center" style={boxOf(kind)} data-testid="video-transcode" data-state="loading">
        <Spin />
      </Flex>
    );
  }
  if (blob.state === 'failed') {
    return (
      <Result
        status="warning"
        title={t(kind === 'audio' ? 'video.audioLoadFailed' : 'video.loadFailed')}
        extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t('video.retry')}</Button>}
        data-testid="video-transcode"
        data-state="load-failed"
      />
    );
  }
  if (kind === 'audio') {
    return (
      <audio controls preload="metadata" src={blob.src} style={{ display: 'block', width: '100%' }} aria-label={title} data-testid="video-transcode" data-state="completed">
        {t('video.audioUnsupported')}
      </audio>
    );
  }
  return (
    <video controls playsInline preload="metadata" src={blob.src} style={{ display: 'block', width: '100%', maxHeight: '70vh', background: '#000' }} data-testid="video-transcode" data-state="completed">
      {t('video.unsupported')}
    </video>
  );
}

/** What the viewer shows for one state; `player` renders the completed copy. */
export function VideoTranscodeView({ view, onRetry, player, kind = 'video' }: { view: TranscodeView; onRetry: () => void; player: (url: string) => ReactNode; kind?: MediaPlayerKind }) {
  const { t } = useTranslation();
  switch (view.kind) {
    case 'transcoding':
      return <Transcoding kind={kind} />;
    case 'completed':
      return <>{player(view.url)}</>;
    case 'failed':
    case 'error':
      return (
        <Result
          status={view.kind === 'failed' ? 'warning' : 'error'}
          title={t(view.kind === 'failed' ? 'video.failed' : 'video.requestFailed')}
          subTitle={view.kind === 'failed' ? view.reason : view.message}
          extra={
            <Button type="primary" onClick={onRetry}>
              {t('video.retry')}
            </Button>
          }
          data-testid="video-transcode"
          data-state={view.kind}
        />
      );
  }
}

export function VideoTranscodeViewer({ originPath, services = browserVideoServices, pollMs, kind = 'video', title }: VideoTranscodeViewerProps) {
  // Each round is one polling run; a retry after Failed asks the server to start over.
  const [round, setRound] = useState({ n: 0, retry: false });
  const [latest, setLatest] = useState<{ originPath: string; round: typeof round; view: TranscodeView } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void pollTranscode(services, originPath, {
      retry: round.retry,
      pollMs,
      signal: controller.signal,
      onView: (view) => setLatest({ originPath, round, view }),
    });
    return () => controller.abort();
  }, [services, originPath, pollMs, round]);
  const view: TranscodeView = latest && latest.originPath === originPath && latest.round === round ? latest.view : { kind: 'transcoding' };
  const retry = () => setRound((r) => ({ n: r.n + 1, retry: view.kind === 'failed' }));
  return <VideoTranscodeView view={view} onRetry={retry} kind={kind} player={(url) => <TranscodedPlayer url={url} services={services} kind={kind} title={title} />} />;
}
