/**
 * Live answers for the portal (GET /api/base/tests/events): PostgreSQL LISTEN/NOTIFY, so a
 * change applied by any server process reaches the clinicians watching through any other. Each
 * process holds ONE dedicated connection (not from the pool: a pooled client would be handed to
 * other queries) listening on 'test_answers', opened when the first stream starts, closed when
 * the last one ends, and reopened with backoff when it drops. A notification names the test,
 * side, key and status; the relay reads the test's answers once per notification and only for
 * tests someone watches, and computes the counts with the shared rules.
 *
 * The database announces only watched tests: each watched test has a row in test_watchers per
 * process (registered before a stream starts, refreshed every heartbeat, expiring a minute after
 * a process stops refreshing it, deleted with the last stream), read by test_apply_change.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { AnswerValue, TestEvent, TestStatus } from '@portal/shared';
import type { Db } from '../../db/pool';
import { progressOf } from './progress';
import { loadTestState } from './sync-store';

export const CHANNEL = 'test_answers';
export const HEARTBEAT_MS = 15_000;

export type EventSink = (event: TestEvent) => void;

interface Notice {
  institution_id: string;
  test_id: string;
  side?: 'clinician' | 'parents';
  key?: string;
  status: TestStatus;
}

const MAX_BACKOFF_MS = 10_000;
/** A watcher row outlives four missed heartbeats, then the test is no longer announced. */
const WATCH_TTL = '60 seconds';

export class AnswerRelay {
  private client: pg.Client | null = null;
  private readonly watchers = new Map<string, Set<EventSink>>();
  private backoff = 250;
  private retry: NodeJS.Timeout | null = null;
  private connecting: Promise<void> | null = null;
  /** This process's name in test_watchers. */
  private readonly id = randomUUID();
  private refresh: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once the LISTEN is in place (so nothing committed after it is missed). */
  async subscribe(institutionId: string, testId: string, sink: EventSink): Promise<() => void> {
    const key = `${institutionId}/${testId}`;
    let set = this.watchers.get(key);
    if (!set) this.watchers.set(key, (set = new Set()));
    set.add(sink);
    await this.connect();
    // Without its row the test is not announced; the next heartbeat registers it again.
    await this.watch([institutionId], [testId]).catch((error: unknown) => this.log.warn({ err: error, testId }, 'live answers: could not register a watched test'));
    this.refresh ??= setInterval(() => void this.refreshAll(), HEARTBEAT_MS).unref();
    return () => {
      set.delete(sink);
      if (set.size > 0) return;
      this.watchers.delete(key);
      void this.unwatch(institutionId, testId);
      if (this.watchers.size === 0) void this.close();
    };
  }

  /**
   * Registers (or refreshes) watcher rows. FOR SHARE of the test row waits for a change holding
   * it to commit, so a change is either committed before the stream starts (and read by the
   * client's next load) or sees the row and is announced.
   */
  private async watch(institutionIds: string[], testIds: string[]): Promise<void> {
    await this.db.pool.query({
      name: 'testing-watch',
      text: `insert into test_watchers (institution_id, test_id, relay_id, expires_at)
             select t.institution_id, t.id, $3, clock_timestamp() + interval '${WATCH_TTL}'
               from tests t join unnest($1::uuid[], $2::uuid[]) as w(institution_id, test_id)
                 on t.institution_id = w.institution_id and t.id = w.test_id
             for share of t
             on conflict (institution_id, test_id, relay_id) do update set expires_at = excluded.expires_at`,
      values: [institutionIds, testIds, this.id],
    });
  }

  private async refreshAll(): Promise<void> {
    const keys = [...this.watchers.keys()].map((key) => key.split('/') as [string, string]);
    if (keys.length === 0) return;
    try {
      await this.watch(
        keys.map(([institution]) => institution),
        keys.map(([, test]) => test),
      );
    } catch (error) {
      this.log.warn({ err: error }, 'live answers: could not refresh the watched tests');
    }
  }

  private async unwatch(institutionId: string, testId: string): Promise<void> {
    await this.db.pool
      .query({ name: 'testing-unwatch', text: 'delete from test_watchers where institution_id = $1 and test_id = $2 and relay_id = $3', values: [institutionId, testId, this.id] })
      .catch((error: unknown) => this.log.warn({ err: error, testId }, 'live answers: could not drop a watched test'));
  }

  get listening(): boolean {
    return this.client !== null;
  }

  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.db.pool.options.connectionString });
    client.on('notification', (message) => this.enqueue(message.payload));
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      client.removeAllListeners();
      await client.end().catch(() => undefined);
      this.scheduleReconnect(error);
      return;
    }
    if (this.watchers.size === 0) {
      client.removeAllListeners();
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.backoff = 250;
  }

  private dropped(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners();
    client.on('error', () => undefined);
    this.scheduleReconnect(error);
  }

  private scheduleReconnect(error: unknown): void {
    if (this.watchers.size === 0 || this.retry) return;
    this.log.warn({ err: error, retryInMs: this.backoff }, 'live answers: the LISTEN connection dropped; reconnecting');
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.backoff);
    this.retry.unref();
    this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
  }

  async close(): Promise<void> {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    if (this.refresh) clearInterval(this.refresh);
    this.refresh = null;
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }

  /** Notifications are relayed one after another, so every stream sees them in commit order. */
  private queue: Promise<void> = Promise.resolve();

  private enqueue(payload: string | undefined): void {
    this.queue = this.queue.then(() => this.relay(payload));
  }

  private async relay(payload: string | undefined): Promise<void> {
    let notice: Notice;
    try {
      notice = JSON.parse(payload ?? '') as Notice;
    } catch {
      return;
    }
    const sinks = this.watchers.get(`${notice.institution_id}/${notice.test_id}`);
    if (!sinks || sinks.size === 0) return;
    try {
      const event = await this.eventOf(notice);
      if (event) for (const sink of sinks) sink(event);
    } catch (error) {
      this.log.warn({ err: error, testId: notice.test_id }, 'live answers: could not relay a change');
    }
  }

  private async eventOf(notice: Notice): Promise<TestEvent | null> {
    if (!notice.key || !notice.side) return { type: 'status', test_id: notice.test_id, status: notice.status };
    const [state, answers] = await Promise.all([
      loadTestState(this.db.pool, notice.institution_id, notice.test_id),
      this.db.pool.query<{ answers: Record<string, AnswerValue> }>({
        name: 'testing-side-answers',
        text: `select case when $3 = 'parents' then answer_parents else answer end as answers from tests where institution_id = $1 and id = $2`,
        values: [notice.institution_id, notice.test_id, notice.side],
      }),
    ]);
    const own = answers.rows[0]?.answers;
    if (!state || !own) return null;
    return {
      type: 'answer',
      test_id: notice.test_id,
      side: notice.side,
      key: notice.key,
      value: own[notice.key] ?? null,
      status: notice.status,
      ...progressOf(state.libraries.main, own),
    };
  }
}

/** One relay per database handle: one per server process, shared by its portal and tool apps. */
const relays = new WeakMap<Db, AnswerRelay>();
export function relayOf(db: Db, log: FastifyBaseLogger): AnswerRelay {
  let relay = relays.get(db);
  if (!relay) relays.set(db, (relay = new AnswerRelay(db, log)));
  return relay;
}
