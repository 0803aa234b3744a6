/**
 * The live events of one test (TESTING_CALLS.testEvents, text/event-stream): fetched with the
 * login token in the `token` header and read from the body stream; reconnected with backoff when
 * the stream ends or the network fails. Every (re)connection reports `open`, so the page reloads the test
 * for whatever happened while it was away. A 4xx answer (no permission, no such test, logged
 * out) is final: retrying cannot change it.
 */
import { TESTING_CALLS, type CallResult } from '@portal/shared';
import { createSseParser, reconnectDelay } from './sse';

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'closed';

export interface LiveStreamDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Read at every connection: a token refreshed meanwhile is used. */
  token: () => string | null;
  language: () => string;
  /** Where relative paths resolve (the page's origin). */
  baseUrl: string;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface LiveStreamHandlers {
  onEvent(event: CallResult<typeof TESTING_CALLS.testEvents>): void;
  onOpen(): void;
  onState(state: StreamState): void;
}

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Runs until `signal` aborts or the server refuses; resolves then. */
export async function followTestEvents(testId: string, deps: LiveStreamDeps, handlers: LiveStreamHandlers, signal: AbortSignal): Promise<void> {
  const sleep = deps.sleep ?? abortableSleep;
  const url = new URL(TESTING_CALLS.testEvents.path, deps.baseUrl);
  url.searchParams.set('_id', testId);
  let attempt = 0;
  handlers.onState('connecting');
  while (!signal.aborted) {
    let refused = false;
    try {
      const token = deps.token();
      const response = await deps.fetch(url.toString(), {
        headers: { accept: 'text/event-stream', 'accept-language': deps.language(), ...(token ? { token } : {}) },
        cache: 'no-store',
        signal,
      });
      if (response.status >= 400 && response.status < 500) refused = true;
      else if (response.ok && response.body) {
        attempt = 0;
        handlers.onState('live');
        handlers.onOpen();
        const parser = createSseParser(({ data }) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(data);
          } catch {
            return; // not an event of ours
          }
          const event = TESTING_CALLS.testEvents.result.safeParse(parsed);
          if (event.success) handlers.onEvent(event.data);
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      }
    } catch {
      // Network failure or abort: the loop decides.
    }
    if (signal.aborted) break;
    if (refused) {
      handlers.onState('closed');
      return;
    }
    handlers.onState('reconnecting');
    await sleep(reconnectDelay(attempt++), signal);
  }
  handlers.onState('closed');
}
