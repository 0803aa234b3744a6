/**
 * Plays a named animation, optionally looping, and reports when it ends.
 * lottie-web's light build (SVG renderer, no expressions) is loaded with the first animation, not
 * with the page. An animation that cannot be loaded calls `onEnd` at once.
 */
import { request } from '@portal/ui';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { createLottieLoader } from '../lottieCache';

export const loadLottie = createLottieLoader({
  request,
  fetchJson: async (url) => {
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return res.json();
  },
  // An animation's load failure is only logged, never shown.
  log: (message, error) => console.error(message, error),
});

export interface LottiePlayerProps {
  lottieKey: string;
  loop?: boolean;
  onEnd?: () => void;
  style?: CSSProperties;
}

export function LottiePlayer({ lottieKey, loop = false, onEnd, style }: LottiePlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const ended = useRef(onEnd);
  ended.current = onEnd;
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [state, setState] = useState<'loading' | 'playing' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    let destroy = () => {};
    void (async () => {
      const loaded = await loadLottie(lottieKey);
      if (!live) return;
      if (!loaded || !container.current) {
        setState('failed');
        ended.current?.();
        return;
      }
      setSize({ width: loaded.definition.width, height: loaded.definition.height });
      const { default: lottie } = await import('lottie-web/build/player/lottie_light');
      if (!live || !container.current) return;
      const animation = lottie.loadAnimation({ container: container.current, renderer: 'svg', loop, autoplay: true, animationData: structuredClone(loaded.data) });
      animation.addEventListener('complete', () => ended.current?.());
      setState('playing');
      destroy = () => animation.destroy();
    })();
    return () => {
      live = false;
      destroy();
    };
  }, [lottieKey, loop]);

  if (state === 'failed') return null;
  return (
    <div
      ref={container}
      data-testid={`lottie-${lottieKey}`}
      data-state={state}
      aria-hidden
      style={{ width: size ? `min(${size.width}px, 100%)` : 0, aspectRatio: size ? `${size.width} / ${size.height}` : undefined, margin: '0 auto', ...style }}
    />
  );
}
