/**
 * Server-sent events read from a fetch body (the token travels in a header, never in a URL, so
 * EventSource cannot be used): an incremental parser of the text/event-stream format and the
 * reconnect delay. Pure, so both are unit-tested without a server.
 */

export interface SseMessage {
  /** The `event:` name; 'message' when the block names none. */
  event: string;
  data: string;
}

/**
 * Feed it decoded text in any chunking; it calls `onMessage` once per complete block. Comment
 * lines (the server's heartbeat) and blocks without data are skipped.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): { feed(text: string): void } {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return {
    feed(text: string) {
      buffer += text;
      // A block may end with \n, \r\n or \r; a lone \r at the end may be half of a \r\n.
      for (;;) {
        const match = /\r\n|\n|\r(?!$)/.exec(buffer);
        if (!match) break;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
  };
}

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/** Wait before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
}
