import type { TestEvent } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { followTestEvents, type LiveStreamDeps, type StreamState } from './liveStream';

const status = (s: string): TestEvent => ({ type: 'status', test_id: 't-1', status: s as 'Active' });
const answer: TestEvent = { type: 'answer', test_id: 't-1', side: 'parents', key: 'q1', value: { value: 1 }, answered_count: 1, question_count: 9, status: 'ParentsTesting' };
const block = (e: TestEvent) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`;

/** A response whose body yields the chunks, then ends. */
function streamed(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

function harness(answers: Array<() => Response | Promise<Response>>) {
  const controller = new AbortController();
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const sleeps: number[] = [];
  const events: TestEvent[] = [];
  const states: StreamState[] = [];
  let opens = 0;
  const deps: LiveStreamDeps = {
    fetch: async (url, init) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      const next = answers.shift();
      if (!next) {
        controller.abort();
        throw new Error('aborted');
      }
      return next();
    },
    token: () => 'tok-123',
    language: () => 'en',
    baseUrl: 'http://portal.test',
    sleep: async (ms) => void sleeps.push(ms),
  };
  const run = followTestEvents('t-1', deps, { onEvent: (e) => events.push(e), onOpen: () => (opens += 1), onState: (s) => states.push(s) }, controller.signal);
  return { run, calls, sleeps, events, states, opens: () => opens };
}

describe('following a test’s live events', () => {
  it('sends the token in a header (never in the URL), parses the events and ignores what is not one', async () => {
    const h = harness([() => streamed([block(status('ParentsTesting')), ': heartbeat\n\n', 'data: not json\n\n', 'data: {"type":"other"}\n\n', block(answer)])]);
    await h.run;
    expect(h.calls[0]!.url).toBe('http://portal.test/api/base/tests/events?_id=t-1');
    expect(h.calls[0]!.url).not.toContain('tok-123');
    expect(h.calls[0]!.headers).toMatchObject({ token: 'tok-123', accept: 'text/event-stream', 'accept-language': 'en' });
    expect(h.events).toEqual([status('ParentsTesting'), answer]);
    expect(h.states[0]).toBe('connecting');
    expect(h.states).toContain('live');
  });

  it('reconnects with growing waits after failures, reports each open, and starts over after a good connection', async () => {
    const h = harness([
      () => Promise.reject(new TypeError('network down')),
      () => streamed([], 503),
      () => streamed([block(answer)]),
      () => Promise.reject(new TypeError('network down')),
      () => streamed([]),
    ]);
    await h.run;
    expect(h.sleeps).toEqual([1000, 2000, 1000, 2000, 1000]);
    expect(h.opens()).toBe(2);
    expect(h.events).toEqual([answer]);
    expect(h.states.filter((s) => s === 'reconnecting').length).toBeGreaterThanOrEqual(4);
  });

  it('stops for good when the server refuses (no permission, no such test), without waiting to retry', async () => {
    const h = harness([() => new Response('{"code":404}', { status: 404 }), () => streamed([block(answer)])]);
    await h.run;
    expect(h.calls).toHaveLength(1);
    expect(h.sleeps).toEqual([]);
    expect(h.states.at(-1)).toBe('closed');
    expect(h.events).toEqual([]);
  });
});
