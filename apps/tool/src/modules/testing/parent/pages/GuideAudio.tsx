/** The operating guide's audio with a visible player; it starts by itself where the browser allows. */
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../../parent-frame';

export function GuideAudio({ src }: { src: string }) {
  const { t } = useLocale();
  const audio = useRef<HTMLAudioElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // Blocked autoplay (no tap yet on this page) leaves the player for the parent to start.
    audio.current?.play().catch(() => undefined);
  }, [src]);
  return (
    <figure className="p-audio" data-testid="guide-audio">
      <figcaption>{t('guideAudio')}</figcaption>
      <audio
        ref={audio}
        controls
        preload="auto"
        src={src}
        onError={() => {
          setFailed(true);
          console.warn(`audio ${src} could not be loaded`);
        }}
      />
      {failed ? <p className="p-muted p-small">{t('audioUnavailable')}</p> : null}
    </figure>
  );
}
