import { describe, expect, it } from 'vitest';
import { createSseParser, reconnectDelay, type SseMessage } from './sse';

function parse(chunks: string[]): SseMessage[] {
  const out: SseMessage[] = [];
  const parser = createSseParser((m) => out.push(m));
  for (const chunk of chunks) parser.feed(chunk);
  return out;
}

describe('server-sent events parser', () => {
  it('gives one message per block, with its event name and data, however the text is cut', () => {
    const text = 'event: status\ndata: {"a":1}\n\nevent: answer\ndata: {"b":2}\n\n';
    const whole = parse([text]);
    expect(whole).toEqual([
      { event: 'status', data: '{"a":1}' },
      { event: 'answer', data: '{"b":2}' },
    ]);
    expect(parse(text.split(''))).toEqual(whole);
    expect(parse([text.slice(0, 7), text.slice(7, 30), text.slice(30)])).toEqual(whole);
  });

  it('skips heartbeats and blocks without data, joins multi-line data and accepts CRLF and CR line ends', () => {
    // A CR ending a chunk may be half of a CRLF: it is read once the next text arrives.
    expect(parse([': heartbeat\n\n', 'data: a\r\ndata: b\r\n\r\n', 'event: x\n\n', 'data:c\r\r', 'data: d\n\n'])).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'message', data: 'c' },
      { event: 'message', data: 'd' },
    ]);
  });

  it('holds an unfinished block until its blank line arrives', () => {
    const out: SseMessage[] = [];
    const parser = createSseParser((m) => out.push(m));
    parser.feed('data: half');
    expect(out).toEqual([]);
    parser.feed('\n');
    expect(out).toEqual([]);
    parser.feed('\n');
    expect(out).toEqual([{ event: 'message', data: 'half' }]);
  });
});

describe('reconnect delay', () => {
  it('doubles from one second and stops at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
