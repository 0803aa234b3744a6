// What one call costs, apart from waiting: the statements the server sent, the server's CPU and
// PostgreSQL's, per call, each call made alone. CPU time is far steadier than latency on a
// loaded machine. Used by statistics.mjs and clinic-load.mjs.
import pg from 'pg';
import { cpuSeconds, postgresCpuByPid } from './sync-rate.mjs';

/**
 * `requests`: { name: path | (i) => ({ path, method?, headers?, body? }) }; `calls` sequential
 * calls of each, every answer read to its last byte and required to be 2xx. Statements are the
 * database's committed transactions before and after (every statement outside a transaction is
 * one); each figure is less what the idle server spends in as long (the job queue's polling),
 * measured first. `warmUp` calls of each go first, uncounted (caches, JIT). PostgreSQL's CPU is
 * summed per process over the interval (a backend that ends meanwhile takes nothing off). An idle backend reports its counts within PostgreSQL's idle interval (10 s):
 * each count waits it out. PostgreSQL's CPU is left out when the database is not the embedded one
 * (`dataDir` null).
 */
export async function costPerCall({ databaseUrl, dataDir, serverPid, serverUrl, headers = {}, requests, calls = 300, warmUp = 0 }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 11_000));
  const cpu = () => ({ node: cpuSeconds(serverPid) * 1000, pgByPid: dataDir ? postgresCpuByPid(dataDir) : new Map(), at: performance.now() });
  const sample = async () => {
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query('select xact_commit::bigint as n from pg_stat_database where datname = current_database()');
    // less the two statements of this count
    return { n: Number(rows[0].n) - 2, ...cpu() };
  };
  const pgDelta = (a, b) => {
    let ms = 0;
    for (const [pid, seconds] of b.pgByPid) ms += (seconds - (a.pgByPid.get(pid) ?? 0)) * 1000;
    return ms;
  };
  const delta = (a, b, key) => (key === 'pg' ? pgDelta(a, b) : b[key] - a[key]);
  const per = (a, b, idle, key) => (delta(a, b, key) - idle[key] * (b.at - a.at)) / calls;
  const call = async (request, i) => {
    const r = typeof request === 'string' ? { path: request } : request(i);
    const res = await fetch(serverUrl + r.path, { method: r.method ?? 'GET', headers: { ...headers, ...r.headers }, body: r.body });
    if (res.status < 200 || res.status > 299) throw new Error(`${r.path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const round = (v) => Math.round(v * 100) / 100;
  try {
    await settle(); // what came before (the caller's own set-up calls) reported first, not counted as idle
    let mark = await sample();
    await settle();
    let next = await sample();
    const idle = Object.fromEntries(['n', 'node', 'pg'].map((k) => [k, delta(mark, next, k) / (next.at - mark.at)]));
    const result = { idleStatementsPerSecond: Math.round(idle.n * 10_000) / 10 };
    for (const [name, request] of Object.entries(requests)) {
      for (let i = 0; i < warmUp; i += 1) await call(request, i);
      await settle();
      mark = await sample();
      const started = performance.now();
      for (let i = warmUp; i < warmUp + calls; i += 1) await call(request, i);
      const done = cpu();
      const wallMs = (done.at - started) / calls;
      await settle();
      next = await sample();
      result[name] = {
        statements: round(per(mark, next, idle, 'n')),
        serverCpuMs: round(per(mark, done, idle, 'node')),
        postgresCpuMs: dataDir ? round(per(mark, done, idle, 'pg')) : null,
        wallMs: round(wallMs),
      };
    }
    return result;
  } finally {
    await client.end();
  }
}

/** One line of a costPerCall result. */
export const costLine = (r) => `${r.statements} statements, server CPU ${r.serverCpuMs} ms, PostgreSQL CPU ${r.postgresCpuMs ?? '?'} ms, ${r.wallMs} ms each`;
