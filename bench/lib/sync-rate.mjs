// The highest sustained rate of parents' answer changes: wrk (C, one thread) with a Lua script
// that makes every request a new change (its own device per thread and ramp step, a rising seq,
// the tests' parent tokens in turn, a real question's value), stepping up the connections until
// p99 passes the limit or a call fails. Also: the generator's CPU (wrk's, read from this
// process's children's CPU time), the server process's and PostgreSQL's CPU per step.
import fs from 'node:fs';
import os from 'node:os';
import { runWrk } from './server.mjs';
import { SYNC_PATH } from './sync-fixture.mjs';

const TICK = 100; // USER_HZ (clock ticks per second in /proc) on Linux

/** utime + stime (and, for self, children's) of a process in seconds, from /proc. */
export function cpuSeconds(pid, withChildren = false) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // fields[11..14] = utime, stime, cutime, cstime (fields 14..17 of proc(5), counted after the name)
    const own = Number(fields[11]) + Number(fields[12]);
    return (withChildren ? own + Number(fields[13]) + Number(fields[14]) : own) / TICK;
  } catch {
    return NaN;
  }
}

/** The bench's PostgreSQL: its postmaster (postmaster.pid) and every process it started (backends, WAL writer…). */
export function postgresCpuSeconds(dataDir) {
  let total = 0;
  for (const seconds of postgresCpuByPid(dataDir).values()) total += seconds;
  return Number.isNaN(total) ? NaN : total;
}

/**
 * The same per process (pid → CPU seconds; empty when no postmaster): over an interval, sum
 * `after - before` per pid, so a backend that ended meanwhile (a pool's idle connection closed)
 * does not take its whole past off the total.
 */
export function postgresCpuByPid(dataDir) {
  const byPid = new Map();
  let postmaster;
  try {
    postmaster = Number(fs.readFileSync(`${dataDir}/pg/postmaster.pid`, 'utf8').split('\n')[0]);
  } catch {
    byPid.set(0, NaN);
    return byPid;
  }
  byPid.set(postmaster, cpuSeconds(postmaster));
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) === postmaster) byPid.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / TICK);
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

const lua = (text) => `[==[${text}]==]`;

function script(fixture, device) {
  const tests = fixture.tests.map((t) => `{ id = ${lua(t.id)}, tem = ${lua(t.tem)} }`).join(',\n');
  const choices = fixture.choices.map((c) => `{ key = ${lua(c.key)}, values = { ${c.values.map((v) => lua(JSON.stringify(v))).join(', ')} } }`).join(',\n');
  return `local tests = {
${tests}
}
local choices = {
${choices}
}
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end
local counter = 0
local device = nil
request = function()
  if device == nil then device = "${device}-t" .. tid end
  counter = counter + 1
  local t = tests[(counter % #tests) + 1]
  local c = choices[(counter % #choices) + 1]
  local v = c.values[(math.floor(counter / #choices) % 2) + 1]
  local body = '{"test_id":"' .. t.id .. '","answer":{"' .. c.key .. '":' .. v .. '},"change_question_key":"' .. c.key .. '","is_parents":true,"device_id":"' .. device .. '","seq":' .. counter .. '}'
  return wrk.format("POST", "${SYNC_PATH}", { ["content-type"] = "application/json", ["temtoken"] = t.tem }, body)
end`;
}

/**
 * Devices `wrk-<tag><step>-t<thread>`. Steps of `connections` for `seconds` each; stops at a step
 * with errors, or after two steps in a row over `p99LimitMs` (one alone can be another process's
 * burst on the shared cores, not the server's limit).
 */
export function rampSyncRate({ fixture, serverPid, connections, seconds, p99LimitMs = 50, tag = 'r', log = console.log }) {
  const steps = [];
  for (const [i, conns] of connections.entries()) {
    const wrk0 = cpuSeconds(process.pid, true) - cpuSeconds(process.pid);
    const server0 = cpuSeconds(serverPid);
    const pg0 = postgresCpuSeconds(fixture.dataDir);
    const load = os.loadavg()[0];
    const r = runWrk({ dir: fixture.dataDir, name: `sync-rate-${i}`, luaHead: script(fixture, `wrk-${tag}${i + 1}`), target: fixture.server.url, threads: 1, connections: conns, duration: seconds });
    const wall = r.duration_us / 1e6;
    const wrkCpu = cpuSeconds(process.pid, true) - cpuSeconds(process.pid) - wrk0;
    const step = {
      connections: conns,
      rate: Math.round((r.requests - r.non2xx) / wall),
      requests: r.requests,
      errors: r.non2xx + r.socket_errors,
      p50: r.p50_us / 1000,
      p90: r.p90_us / 1000,
      p99: r.p99_us / 1000,
      max: r.max_us / 1000,
      wrkCpuPercent: Math.round((wrkCpu / wall) * 100),
      serverCpuPercent: Math.round(((cpuSeconds(serverPid) - server0) / wall) * 100),
      // Backends that ended during the step are not counted: the pool keeps its connections.
      postgresCpuPercent: Math.round(((postgresCpuSeconds(fixture.dataDir) - pg0) / wall) * 100),
      loadBefore: Number(load.toFixed(2)),
    };
    steps.push(step);
    log(`  ${conns} connections: ${step.rate} changes/s, p50 ${step.p50} ms, p90 ${step.p90} ms, p99 ${step.p99} ms, ${step.errors} errors; CPU (% of a core): wrk ${step.wrkCpuPercent}, server ${step.serverCpuPercent}, PostgreSQL ${step.postgresCpuPercent}; load ${step.loadBefore}`);
    const over = (s) => s && s.p99 > p99LimitMs;
    if (step.errors > 0 || (over(step) && over(steps.at(-2)))) break;
  }
  const within = steps.filter((s) => s.p99 <= p99LimitMs && s.errors === 0);
  const best = within.reduce((a, s) => (a && a.rate >= s.rate ? a : s), null);
  const fastest = steps.reduce((a, s) => (a && a.rate >= s.rate ? a : s), null);
  return { steps, best, fastest, acked: steps.reduce((n, s) => n + s.requests - s.errors, 0) };
}
