/** Reads a file's bytes with the token header into a blob URL that lives as long as the component. */
import { useEffect, useState } from 'react';
import type { PreviewServices } from './services';

export type FileBlob =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; blob: Blob; url: string };

/**
 * `path` null reads nothing (state stays 'loading'). `type` overrides the blob's type (an HTML
 * report must be text/html for the frame, whatever the answer said).
 */
export function useFileBlob(services: PreviewServices, path: string | null, type?: string): FileBlob {
  const [result, setResult] = useState<{ path: string; value: FileBlob } | null>(null);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let url: string | null = null;
    services.requestBlob(path, { silent: true, signal: controller.signal }).then(
      ({ blob }) => {
        if (controller.signal.aborted) return;
        const typed = type && blob.type !== type ? new Blob([blob], { type }) : blob;
        url = URL.createObjectURL(typed);
        setResult({ path, value: { state: 'ready', blob: typed, url } });
      },
      () => {
        if (!controller.signal.aborted) setResult({ path, value: { state: 'failed' } });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [services, path, type]);
  return result && result.path === path ? result.value : { state: 'loading' };
}
