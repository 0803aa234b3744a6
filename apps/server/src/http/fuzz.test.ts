/**
 * Bad input over every route of the server's own route table (buildApp's onRoute): a missing
 * body, malformed JSON, wrong types, and a naughty-string corpus in every field the route's schema
 * names (query, body, path), each with the route's other fields plausible and the caller its route
 * class wants (an administrator, a parent's token, nobody). Never a 5xx; every refusal is the
 * envelope with a message in the caller's language (zh, then a smaller en pass); a refused
 * request stores nothing (row counts of every table before and after each route's batch).
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { keepSessionsLive, prepareActors, type Actors } from '../../test/authz-actors';
import { tokenHash } from '../modules/auth';
import { loginAs, setLocale, useApi } from '../../test/harness';
import { classify, label, type RouteClass } from '../../test/route-classes';
import { asQuery, routeCollector, routeFields, sampleOf, sampleRequest, type CollectedRoute } from '../../test/routes';

const collected = routeCollector();
// Definition editing on, so the definition writes reach their validation instead of a 403.
const api = useApi({ onRoute: collected.onRoute, env: { DEFINITION_EDITING: '1' } });

const LONG = 'x'.repeat(20_000);
/** Strings and numbers that have broken parsers, databases, templates and file paths elsewhere. */
const NAUGHTY: unknown[] = [
  LONG,
  'a\u0000b',
  '\uD800x',
  '\u202Egnp.exe',
  '👨‍👩‍👧‍👦🧒🏽',
  "'); drop table children; --",
  '{{7*7}}${7*7}<script>alert(1)</script>',
  '../../../../etc/passwd',
  '1e309',
  'NaN',
  -1,
  1e308,
  '99999999999999999999999',
];
/** Values of the wrong type for whatever a field is. */
const WRONG_TYPES: unknown[] = [null, true, [], { $ne: null }, nested(200), Array.from({ length: 300 }, () => '00000000-0000-4000-8000-000000000000')];

function nested(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = { a: [value] };
  return value;
}

interface FuzzRequest {
  inject: InjectOptions;
  what: string;
}

function callerHeaders(cls: RouteClass, actors: Actors, token: string): Record<string, string> {
  if (cls === 'parent-test') return { temtoken: actors.parent.token };
  if (cls === 'parent-training') return { temtoken: actors.training.token };
  if (cls === 'public') return {};
  return { token };
}

/** Every bad request for one route: structure first, then each field × each bad value. */
function badRequests(route: CollectedRoute, headers: Record<string, string>, corpus: unknown[]): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const base = sampleRequest(route, '00000000-0000-4000-8000-000000000000');
  const json = { ...headers, 'content-type': 'application/json' };
  const send = (what: string, inject: Partial<InjectOptions>) => out.push({ what, inject: { method: route.method, url: base.url, query: base.query, headers, ...inject } as InjectOptions });
  if (route.method !== 'GET') {
    send('missing body', { headers: json });
    send('malformed JSON', { headers: json, payload: '{"a":' });
    send('JSON array', { headers: json, payload: '[1,"a"]' });
    send('JSON string', { headers: json, payload: '"x"' });
    send('text body', { headers: { ...headers, 'content-type': 'text/plain' }, payload: 'x' });
  } else send('no query', { query: {} });
  const f = routeFields(route);
  for (const field of f.query) {
    for (const value of corpus) send(`query ${field}=${String(value).slice(0, 20)}`, { query: asQuery({ ...(sampleOf(route.schema.querystring, 'x') as object), [field]: value }) });
    send(`query ${field} twice`, { query: { ...base.query, [field]: ['a', 'b'] } });
  }
  if (route.schema.body) {
    const sample = (sampleOf(route.schema.body, '00000000-0000-4000-8000-000000000000') ?? {}) as Record<string, unknown>;
    for (const field of f.body) {
      for (const value of [...corpus, ...WRONG_TYPES]) send(`body ${field}=${JSON.stringify(value)?.slice(0, 20)}`, { headers: json, payload: JSON.stringify({ ...sample, [field]: value }) });
    }
  }
  for (const field of f.params) {
    for (const value of corpus.filter((v) => typeof v === 'string')) {
      if (field === '*') {
        send(`path * = ${String(value).slice(0, 20)}`, { url: route.url.replace(/\*$/, pathSegment(String(value).slice(0, 2000))) });
        continue;
      }
      const url = route.url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (m, name: string) => (name === field ? pathSegment(String(value).slice(0, 2000)) : base.url.split('/')[route.url.split('/').indexOf(m)] ?? 'x'));
      send(`path ${field}=${String(value).slice(0, 20)}`, { url });
    }
  }
  return out;
}

const CJK = /[\u3400-\u9fff]/;

/** A lone surrogate cannot be percent-encoded as UTF-8: send the bytes a broken client would. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

async function rowCounts(): Promise<Map<string, number>> {
  const tables = await api.db.pool.query<{ t: string }>(`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const sql = tables.rows.map((r) => `select '${r.t}' as t, count(*)::int as n from "${r.t}"`).join(' union all ');
  const result = await api.db.pool.query<{ t: string; n: number }>(sql);
  return new Map(result.rows.map((r) => [r.t, r.n]));
}

/** Sessions and sign-in bookkeeping move with every request that logs in or fails to: not data. */
const BOOKKEEPING = /^(sessions|login_failures|rate_limits?|temporary_sessions)$/;

function changed(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after.keys()].filter((t) => !BOOKKEEPING.test(t) && before.get(t) !== after.get(t)).map((t) => `${t} ${before.get(t)}→${after.get(t)}`);
}

let actors: Actors;
let enToken: string;

beforeAll(async () => {
  actors = await prepareActors(api);
  const doctor = await loginAs(api.app, 'doctor');
  await setLocale(api.app, doctor.token, 'en');
  enToken = doctor.token;
});

const figures = { requests: 0, fivexx: 0, rowCounted: 0, statuses: new Map<number, number>() };

/** Sends one route's bad requests (40 at a time) and answers what went wrong. */
async function fuzzRoute(route: CollectedRoute, requests: FuzzRequest[], lang: 'zh' | 'en'): Promise<string[]> {
  const failures: string[] = [];
  // Row counts in the zh pass only: the en pass sends a subset of the same requests.
  const before = route.method !== 'GET' && lang === 'zh' ? await rowCounts() : null;
  let accepted = 0;
  for (let i = 0; i < requests.length; i += 40) {
    await Promise.all(
      requests.slice(i, i + 40).map(async ({ inject, what }) => {
        const headers = { ...(inject.headers as Record<string, string>), 'accept-language': lang === 'en' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9' };
        const res = await api.app.inject({ ...inject, headers, remoteAddress: `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
        figures.requests++;
        figures.statuses.set(res.statusCode, (figures.statuses.get(res.statusCode) ?? 0) + 1);
        const tag = `${lang} ${label(route)} ${what}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) {
          figures.fivexx++;
          return void failures.push(`5xx ${tag}`);
        }
        if (res.statusCode < 400) return void accepted++;
        let body: { code?: unknown; success?: unknown; message?: unknown };
        try {
          body = res.json();
        } catch {
          return void failures.push(`not JSON ${tag}`);
        }
        if (typeof body.code !== 'number' || body.success !== false || typeof body.message !== 'string' || body.message === '') return void failures.push(`not the envelope ${tag}`);
        if (lang === 'zh' && !CJK.test(body.message)) failures.push(`not in Chinese ${tag}`);
        // The detail after the colon may quote the input; the sentence itself must be English.
        if (lang === 'en' && CJK.test(body.message.replace(/: .*$/s, ''))) failures.push(`not in English ${tag}`);
      }),
    );
  }
  if (before && accepted === 0) {
    figures.rowCounted++;
    const diff = changed(before, await rowCounts());
    if (diff.length > 0) failures.push(`${lang} ${label(route)} refused everything yet stored: ${diff.join(', ')}`);
  }
  return failures;
}

const EN_CORPUS = ['\uD800x', 'NaN', -1];

describe('bad input over every route', () => {
  it('reaches every route of the table', () => {
    expect(collected.routes.length).toBeGreaterThan(150);
  });

  it('odd headers (duplicate tokens, bad content types and charsets, a huge Accept-Language) still get 4xx envelopes', async () => {
    const variants: Array<Partial<InjectOptions>> = [
      { headers: { token: [actors.adminA, actors.adminA] } as unknown as Record<string, string> },
      { headers: { token: actors.adminA, 'content-type': 'application/json; charset=latin1' }, payload: '{}' },
      { headers: { token: actors.adminA, 'content-type': 'application/json' }, payload: '\u0000' },
      { headers: { token: actors.adminA, 'content-type': 'application/json' }, payload: 'null' },
      { headers: { token: actors.adminA, 'content-type': '' }, payload: '{}' },
      { headers: { token: actors.adminA, 'accept-language': LONG.slice(0, 8000) } },
    ];
    for (const v of variants) {
      for (const url of ['/api/base/user/login', '/api/base/children/add']) {
        const res = await api.app.inject({ method: 'POST', url, ...v } as InjectOptions);
        expect(res.statusCode, `${url} ${JSON.stringify(v).slice(0, 100)}`).toBeLessThan(500);
        expect(res.json()).toMatchObject({ success: expect.any(Boolean), code: expect.any(Number), message: expect.any(String) });
      }
    }
  });

  // One test per route, in the order the server registers them (the table is known once the app is built).
  it('never answers 5xx, refuses with a translated envelope and stores nothing (zh, then a smaller en pass)', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const route of collected.routes) {
      const cls = classify(route).class;
      if (!cls) continue;
      await keepSessionsLive(api, actors);
      failures.push(...(await fuzzRoute(route, badRequests(route, callerHeaders(cls, actors, actors.adminA), NAUGHTY), 'zh')));
    }
    // en: the language follows the user (doctor, set to English) or the browser when there is no session.
    for (const route of collected.routes) {
      const cls = classify(route).class;
      if (!cls) continue;
      const live = await api.db.pool.query(`select 1 from sessions where token_hash = $1 and ended_at is null`, [tokenHash(enToken)]);
      if (live.rowCount !== 1) enToken = (await loginAs(api.app, 'doctor')).token;
      failures.push(...(await fuzzRoute(route, badRequests(route, callerHeaders(cls, actors, enToken), EN_CORPUS), 'en')));
    }
    const statuses = JSON.stringify(Object.fromEntries([...figures.statuses].sort((a, b) => a[0] - b[0])));
    console.info(`fuzz: ${collected.routes.length} routes, ${figures.requests} requests, ${figures.fivexx} answers of 5xx, ${figures.rowCounted} refused write batches row-counted, statuses ${statuses}`);
    expect(failures).toEqual([]);
    expect(figures.fivexx).toBe(0);
  });
});
