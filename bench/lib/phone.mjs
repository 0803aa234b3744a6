// A simulated parent's phone, as the tool site behaves: each answer change gets the device's next
// seq and waits in a queue kept on the phone; one sync call is in flight at a time, oldest change
// first; a change leaves the queue only when the server acknowledges it (an `ack` for its device
// and seq); a failed call (connection refused or reset, timeout, 5xx) keeps it and retries as the
// tool site's answer queue does (answer-queue/backoff.ts, imported): exponential back-off with full jitter,
// never before a 503's Retry-After. So a server that dies mid-call loses nothing the phone has not
// been told is safe, and a restarted one is not hit by every phone in the same instant.
import http from 'node:http';
import { tsImport } from 'tsx/esm/api';
import { changeFor, SYNC_PATH } from './sync-fixture.mjs';

// The tool site's own schedule, imported (not a copy): the phones here wait exactly as the answer queue does.
const { retryDelayMs } = await tsImport('../../apps/tool/src/modules/answer-queue/backoff.ts', import.meta.url);
const CALL_TIMEOUT_MS = 10_000;

export class Phone {
  /** `agent`: a keep-alive http.Agent shared by the phones; `target`: { host, port }. */
  /** `device`: the device id's first word, so two runs on one fixture (a warm-up, then the load) are two devices. */
  /** `previous`: the same phone in an earlier run (a warm-up): its device, seq, queue and records go on. */
  constructor({ index, test, choices, agent, target, record, device = 'phone', address, previous }) {
    this.address = address; // sent as X-Forwarded-For (a server with TRUST_PROXY sees each phone as its own address)
    this.testId = test.id;
    this.tem = test.tem;
    this.deviceId = previous?.deviceId ?? `${device}-${String(index).padStart(5, '0')}-${process.pid}`;
    this.choices = choices;
    this.agent = agent;
    this.target = target;
    this.record = record; // (ms, ok, errorKind) per call
    this.queue = previous?.queue ?? [];
    this.sent = previous?.sent ?? new Map(); // seq → { key, value }: every change ever made
    this.acked = previous?.acked ?? new Set();
    this.nextSeq = previous?.nextSeq ?? 1;
    this.busy = false;
    this.stopped = false;
    this.replays = 0; // acks of a change already stored: its first answer was lost
    this.attempt = 0; // failed calls in a row: the back-off's exponent
  }

  /** A new answer change: queued, then sent when the phone is free. */
  change() {
    const seq = this.nextSeq++;
    const change = changeFor(this.choices, seq);
    this.sent.set(seq, change);
    this.queue.push({ seq, ...change });
    // Waiting out a back-off: the change joins the queue (as the tool site's queue does).
    if (!this.retrying) this.pump();
  }

  pump() {
    if (this.busy || this.stopped || this.queue.length === 0) return;
    this.busy = true;
    const item = this.queue[0];
    const body = JSON.stringify({ test_id: this.testId, answer: { [item.key]: item.value }, change_question_key: item.key, is_parents: true, device_id: this.deviceId, seq: item.seq });
    const started = performance.now();
    this.post(body, (error, status, text, retryAfter) => {
      const ms = performance.now() - started;
      let acked = false;
      let kind = error ? error.code || 'network' : `http ${status}`;
      if (!error && status === 200) {
        try {
          const envelope = JSON.parse(text);
          const ack = envelope.data?.ack;
          acked = envelope.code === 200 && ack?.device_id === this.deviceId && ack.seq === item.seq;
          if (acked && ack.applied === false) this.replays += 1;
          if (!acked) kind = `code ${envelope.code}`;
        } catch {
          kind = 'bad json';
        }
      }
      this.record(ms, acked, acked ? undefined : kind, started + ms);
      this.busy = false;
      // An answer after the run stopped: known as safe, but the queue is the next run's (`previous`).
      if (this.stopped) {
        if (acked) this.acked.add(item.seq);
        return;
      }
      if (acked) {
        this.attempt = 0;
        this.acked.add(item.seq);
        this.queue.shift();
        this.pump();
      } else if (!this.stopped) {
        const retryAfterMs = /^\d+$/.test(retryAfter ?? '') ? Number(retryAfter) * 1000 : null;
        this.retrying = true;
        setTimeout(() => {
          this.retrying = false;
          this.pump();
        }, retryDelayMs(this.attempt++, Math.random, retryAfterMs)).unref();
      }
    });
  }

  post(body, done) {
    let finished = false;
    const finish = (...args) => {
      if (!finished) {
        finished = true;
        done(...args);
      }
    };
    const req = http.request(
      {
        ...this.target,
        agent: this.agent,
        method: 'POST',
        path: SYNC_PATH,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), temtoken: this.tem, 'accept-language': 'zh-CN', ...(this.address ? { 'x-forwarded-for': this.address } : {}) },
        timeout: CALL_TIMEOUT_MS,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => finish(null, res.statusCode, Buffer.concat(chunks).toString(), res.headers['retry-after']));
        res.on('error', (e) => finish(e));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e) => finish(e));
    req.end(body);
  }
}

const quantile = (sorted, q) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]);

/**
 * `parents` phones over `tests` (phone i on test i mod N), each making one change every
 * `intervalMs` (first at a random offset) for `seconds`, then draining its queue for at most
 * `drainSeconds`. `during(elapsedMs)` is called every 100 ms (sync-kill kills and restarts there).
 * `onPhones(phones)` is told the phones before they start. `addresses`: each phone sends its own
 * X-Forwarded-For (10.x.y.z), as parents at home each have their own address. `continuing`: the
 * phones of an earlier run on the same fixture, which go on as the same devices. Returns the phones and the calls' latencies, errors and the generator's own CPU time.
 */
export async function runPhones({ fixture, parents, seconds, intervalMs = 2000, drainSeconds = 30, target, during, onPhones, device, addresses = false, continuing }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parents, keepAliveMsecs: 10_000 });
  const latencies = [];
  const errors = new Map();
  // Every call: when it ended (performance.now()), its ms and whether it was acknowledged.
  const calls = [];
  const record = (ms, ok, kind, endedAt) => {
    calls.push({ endedAt, ms, ok });
    if (ok) latencies.push(ms);
    else errors.set(kind, (errors.get(kind) ?? 0) + 1);
  };
  const phones = Array.from({ length: parents }, (_, index) => new Phone({ index, test: fixture.tests[index % fixture.tests.length], choices: fixture.choices, agent, target, record, device, address: addresses ? `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` : undefined, previous: continuing?.[index] }));
  onPhones?.(phones);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const timers = phones.map((phone) =>
    setTimeout(() => {
      phone.change();
      phone.timer = setInterval(() => phone.change(), intervalMs);
    }, Math.random() * intervalMs),
  );
  const end = t0 + seconds * 1000;
  while (performance.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    if (during) await during(performance.now() - t0);
  }
  for (const [i, phone] of phones.entries()) {
    clearTimeout(timers[i]);
    clearInterval(phone.timer);
  }
  const loadMs = performance.now() - t0;
  const drainEnd = performance.now() + drainSeconds * 1000;
  while (phones.some((p) => p.queue.length > 0 || p.busy) && performance.now() < drainEnd) {
    await new Promise((r) => setTimeout(r, 100));
    if (during) await during(performance.now() - t0);
  }
  for (const phone of phones) phone.stopped = true;
  const cpu = process.cpuUsage(cpu0);
  const wallMs = performance.now() - t0;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    phones,
    callLog: calls,
    calls: latencies.length + [...errors.values()].reduce((a, b) => a + b, 0),
    acks: latencies.length,
    errors: Object.fromEntries(errors),
    errorCount: [...errors.values()].reduce((a, b) => a + b, 0),
    p50: round(quantile(sorted, 0.5)),
    p90: round(quantile(sorted, 0.9)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? NaN),
    loadSeconds: round(loadMs / 1000),
    rate: round(latencies.length / (loadMs / 1000)),
    generatorCpuPercent: round(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
    unacked: phones.reduce((n, p) => n + p.queue.length, 0),
    replays: phones.reduce((n, p) => n + p.replays, 0),
  };
}
