/**
 * An article's cover or picture. Shipped media (/oss/content/…) load as plain images; a file
 * uploaded to this server (served under /api/, token header) is read into a blob URL first,
 * since an <img> or <video> cannot send the header.
 */
import { requestBlob } from '@portal/ui';
import { PictureOutlined } from '@ant-design/icons';
import { useEffect, useState, type CSSProperties } from 'react';

/** The URL to show `src` from: itself, or (an /api/ path) a blob URL once read; null while it loads. */
export function useShownUrl(src: string | null): string | null {
  const uploaded = src?.startsWith('/api/') ?? false;
  const [blob, setBlob] = useState<{ src: string; url: string } | null>(null);
  useEffect(() => {
    if (!src || !uploaded) return undefined;
    const controller = new AbortController();
    let url: string | null = null;
    requestBlob(src, { silent: true, signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(result.blob);
        setBlob({ src, url });
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [src, uploaded]);
  return uploaded ? (blob?.src === src ? blob.url : null) : src;
}

export function CoverImage({ src, alt, style }: { src: string | null; alt: string; style?: CSSProperties }) {
  const shown = useShownUrl(src);
  const box: CSSProperties = { display: 'block', objectFit: 'cover', background: '#f0f2f5', ...style };
  if (!shown)
    return (
      <div style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#bfbfbf' }} aria-label={alt}>
        <PictureOutlined style={{ fontSize: 24 }} />
      </div>
    );
  return <img src={shown} alt={alt} style={box} />;
}
