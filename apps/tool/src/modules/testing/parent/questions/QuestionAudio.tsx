/** The page's question audio as React state, and each question's countdown / replay control. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale } from '../../../parent-frame';
import { createAudioSequencer, pageAudio, type AudioItem, type AudioSequencer, type AudioState } from './audio';

export interface PageAudio {
  state: AudioState;
  items: Record<string, AudioItem>;
  sequencer: AudioSequencer;
}

export interface PageAudioOptions {
  /** Read the page aloud when it opens (a page already read on this phone is not, unless asked). */
  autoplay: boolean;
  /** The page was read to the end. */
  onFinished: (page: number) => void;
}

/** Starts reading the page's questions whenever the page changes (when `autoplay`). */
export function usePageAudio(page: number, keys: readonly string[], paths: Record<string, string>, options: PageAudioOptions): PageAudio {
  const [sequencer] = useState(() => createAudioSequencer(pageAudio()));
  const state = useSyncExternalStore(sequencer.subscribe, sequencer.getState, sequencer.getState);
  const items: Record<string, AudioItem> = {};
  for (const key of keys) if (paths[key]) items[key] = { key, src: paths[key] };
  const order = keys.filter((key) => items[key]);
  const signature = order.join('|');

  useEffect(() => {
    // Only the questions shown when the page opens are read; one a trigger adds later has its button.
    const read = options.autoplay && signature ? signature.split('|').map((key) => ({ key, src: paths[key]! })) : [];
    sequencer.start(read, () => options.onFinished(page));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, sequencer]);
  useEffect(() => () => sequencer.stop(), [sequencer]);
  return { state, items, sequencer };
}

export function QuestionAudio({ questionKey, audio }: { questionKey: string; audio: PageAudio }) {
  const { t } = useLocale();
  const item = audio.items[questionKey];
  if (!item) return null;
  const { phase, key, countdown } = audio.state;
  const mine = key === questionKey;
  const reading = mine && (phase === 'playing' || phase === 'waiting');
  return (
    <div className="p-qaudio" data-testid={`audio-${questionKey}`}>
      {reading ? (
        <span className="p-qaudio-status" role="status" data-testid="audio-countdown">
          <span className="p-wave" aria-hidden="true" />
          {t('playing', { n: countdown })}
        </span>
      ) : (
        <button type="button" className="p-button p-button-quiet" data-testid={`replay-${questionKey}`} onClick={() => audio.sequencer.replay(item)}>
          {mine && phase === 'blocked' ? `▶ ${t('tapToPlay')}` : `↻ ${t('replay')}`}
        </button>
      )}
    </div>
  );
}
