import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The QR code is drawn 260 px wide. */
export const QR_SIZE = 260;

export type QrImage = { state: 'pending' } | { state: 'ready'; dataUrl: string } | { state: 'failed' };

/** Draws `text` as a PNG data URL (usable both as <img src> and as the download link). */
export function useQrDataUrl(text: string | null): QrImage {
  const [image, setImage] = useState<QrImage>({ state: 'pending' });
  useEffect(() => {
    if (text === null) return;
    let live = true;
    setImage({ state: 'pending' });
    toDataURL(text, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' })
      .then((dataUrl) => live && setImage({ state: 'ready', dataUrl }))
      // Text beyond QR capacity cannot be drawn.
      .catch(() => live && setImage({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [text]);
  return image;
}
