/**
 * One server-sent-event stream (text/event-stream): the test's current status first, then every
 * relayed change, a comment line every 15 s so proxies keep the connection, and the subscription
 * dropped when the client goes away.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TestEvent, TestStatus } from '@portal/shared';
import type { TestRow } from './schema';
import { HEARTBEAT_MS, type AnswerRelay } from './events';

/** The streams an app has open: ended when the app closes (they would hold its close forever). */
export type OpenStreams = Set<FastifyReply['raw']>;

export async function openEventStream(relay: AnswerRelay, streams: OpenStreams, req: FastifyRequest, reply: FastifyReply, test: TestRow): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  streams.add(raw);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: TestEvent) => {
    if (!raw.writableEnded) raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  let closed = false;
  let unsubscribe: (() => void) | null = null;
  const heartbeat = setInterval(() => {
    if (!raw.writableEnded) raw.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  req.raw.once('close', () => {
    closed = true;
    streams.delete(raw);
    clearInterval(heartbeat);
    unsubscribe?.();
  });
  unsubscribe = await relay.subscribe(test.institutionId, test.id, send);
  if (closed) unsubscribe();
  send({ type: 'status', test_id: test.id, status: test.status as TestStatus });
}
