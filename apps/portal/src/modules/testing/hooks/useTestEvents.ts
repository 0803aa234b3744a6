/** Follows a test's live events while the component is mounted (liveStream.ts). */
import type { TestEvent } from '@portal/shared';
import { acceptLanguage, useLanguage } from '@portal/ui';
import { STORAGE_KEYS } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { followTestEvents, type StreamState } from '../liveStream';

export function useTestEvents(testId: string | null, handlers: { onEvent(event: TestEvent): void; onOpen(): void }): StreamState {
  const locale = useLanguage();
  const [state, setState] = useState<StreamState>('connecting');
  // The latest handlers, without reconnecting when the component re-renders.
  const current = useRef(handlers);
  current.current = handlers;
  const language = useRef(locale);
  language.current = locale;

  useEffect(() => {
    if (!testId) return;
    const controller = new AbortController();
    void followTestEvents(
      testId,
      {
        fetch: (url, init) => fetch(url, init),
        token: () => localStorage.getItem(STORAGE_KEYS.token),
        language: () => acceptLanguage(language.current),
        baseUrl: window.location.origin,
      },
      { onEvent: (e) => current.current.onEvent(e), onOpen: () => current.current.onOpen(), onState: setState },
      controller.signal,
    );
    return () => controller.abort();
  }, [testId]);

  return state;
}
