/**
 * Authorisation matrix over the server's own route table (collected through buildApp's onRoute):
 * every guarded route × {no token, unknown token, expired token, superseded token, another
 * institution's identity, a role without the route's menu, a parent's temporary token for another
 * test} gets the refusal platform-core.md §6–§8 give it (306 not logged in, 311 expired, 310
 * logged in elsewhere, 403 no permission), and nothing of institution A changes or shows.
 * Each route's class comes from its registered guard (test/route-classes.ts); a route whose class
 * cannot be derived fails here, so a new route enters the matrix by itself.
 * Figures (logged by the test; recorded in bench/README.md): 183 routes, 1,130 cases, 0 leaks.
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '@portal/shared';
import { changedTables, institutionDigest, keepSessionsLive, objectIds, prepareActors, randomId, type Actors } from '../../test/authz-actors';
import { useApi } from '../../test/harness';
import { classify, label, type RouteClass } from '../../test/route-classes';
import { routeCollector, sampleRequest, type CollectedRoute } from '../../test/routes';

const collected = routeCollector();
const api = useApi({ onRoute: collected.onRoute, env: { DEFINITION_EDITING: '1' } });

type Case = 'no token' | 'unknown token' | 'expired token' | 'superseded token' | 'other institution' | 'role without menu' | 'parent token of another test';
const CASES: Case[] = ['no token', 'unknown token', 'expired token', 'superseded token', 'other institution', 'role without menu', 'parent token of another test'];

/** The exact refusal (envelope code), 'no leak' (answer freely but show and change nothing of A), or null: not applicable. */
type Expectation = { code: number } | 'no leak' | 'menu' | null;

const STAFF: RouteClass[] = ['login-only', 'menu-guarded', 'developer', 'login-or-parent'];

function expectationOf(cls: RouteClass, c: Case): Expectation {
  if (cls === 'public') return null;
  const parentClass = cls === 'parent-test' || cls === 'parent-training';
  switch (c) {
    case 'no token':
    case 'unknown token':
      return { code: 306 };
    case 'expired token':
      return parentClass ? { code: 306 } : { code: 311 };
    case 'superseded token':
      return parentClass ? { code: 306 } : { code: 310 };
    case 'other institution':
      return STAFF.includes(cls) ? 'no leak' : null;
    case 'role without menu':
      return cls === 'menu-guarded' || cls === 'developer' ? 'menu' : null;
    case 'parent token of another test':
      return cls === 'login-or-parent' ? null : { code: 306 };
  }
}

/** Which A object a route most likely addresses, from its url (any A id is a refusal either way). */
function aObjectFor(url: string, ids: Map<string, string>): string {
  const guesses: Array<[RegExp, string]> = [
    [/children/, 'children'],
    [/institution\/tools/, 'institution_tools'],
    [/authorization/, 'institution_tool_authorizations'],
    [/institution/, 'institutions'],
    [/users|user\//, 'users'],
    [/role/, 'roles'],
    [/file|resource/, 'files'],
    [/students|language/, 'training_students'],
    [/early|message/, 'early_records'],
    [/compass/, 'compass_cases'],
    [/article|content/, 'articles'],
    [/swam|soe/, 'speech_sessions'],
  ];
  for (const [pattern, table] of guesses) if (pattern.test(url) && ids.get(table)) return ids.get(table)!;
  return ids.get('tests') ?? ids.get('children')!;
}

const notFoundText = errorText('notFound', 'zh');
let actors: Actors;
let classified: ReturnType<typeof classify>[];
let aIds: Map<string, string>;

beforeAll(async () => {
  actors = await prepareActors(api);
  classified = collected.routes.map(classify);
  aIds = await objectIds(api, actors.A);
});

function request(route: CollectedRoute, c: Case, id: string): InjectOptions {
  const base = sampleRequest(route, id);
  const headers: Record<string, string> = { ...(base.headers ?? {}) };
  const parentRoute = classify(route).class?.startsWith('parent');
  switch (c) {
    case 'no token':
      break;
    case 'unknown token':
      headers[parentRoute ? 'temtoken' : 'token'] = actors.unknown;
      break;
    case 'expired token':
      if (classify(route).class === 'parent-training') headers.temtoken = actors.training.revoked;
      else if (parentRoute) headers.temtoken = actors.parent.expired;
      else headers.token = actors.expired;
      break;
    case 'superseded token':
      if (classify(route).class === 'parent-training') headers.temtoken = actors.training.revoked;
      else if (parentRoute) headers.temtoken = actors.parent.ended;
      else headers.token = actors.superseded;
      break;
    case 'other institution':
      headers.token = actors.adminB;
      break;
    case 'role without menu':
      headers.token = actors.menuless;
      break;
    case 'parent token of another test':
      headers.temtoken = actors.parent.token;
      break;
  }
  return { method: base.method, url: base.url, query: base.query, headers, ...(base.payload === undefined ? {} : { payload: base.payload }), remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
}

describe('authorisation matrix over every route', () => {
  it('derives every route’s class from its registered guard', () => {
    const unclassified = classified.filter((c) => c.class === null).map((c) => `${label(c.route)}: ${'why' in c ? c.why : ''}`);
    expect(unclassified).toEqual([]);
    expect(classified.length).toBeGreaterThan(150);
  });

  it('refuses each wrong credential with the spec’s code and leaks nothing of another institution', async () => {
    const before = await institutionDigest(api, actors.A);
    // Staff accounts may hold identities in both institutions: their ids are no marker of A.
    // Only uuids are markers: a serial id (the audit log's) is a number any answer may contain.
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const markers = [...aIds].filter(([table, id]) => !['users', 'user_identities'].includes(table) && uuid.test(id)).map(([, id]) => id);
    const failures: string[] = [];
    let cases = 0;
    let leaks = 0;
    const byClass: Record<string, number> = {};
    const validationOnly: string[] = [];
    const notFoundFirst: string[] = [];
    for (const entry of classified) {
      if (!entry.class || entry.class === 'public') continue;
      const route = entry.route;
      byClass[entry.class] = (byClass[entry.class] ?? 0) + 1;
      await keepSessionsLive(api, actors);
      const work = CASES.map(async (c) => {
        const expectation = expectationOf(entry.class!, c);
        if (expectation === null) return;
        cases++;
        const targetsParentTest = c === 'parent token of another test' && entry.class === 'parent-test';
        const id = c === 'other institution' || c === 'role without menu' ? aObjectFor(route.url, aIds) : targetsParentTest ? actors.parent.otherTest : randomId();
        const res = await api.app.inject(request(route, c, id));
        const tag = `${label(route)} × ${c}: ${res.statusCode} ${res.body.slice(0, 160)}`;
        const body = res.headers['content-type']?.toString().includes('json') ? (res.json() as { code?: number; success?: boolean; message?: string }) : null;
        if (res.statusCode >= 500) return void failures.push(`5xx ${tag}`);
        if (typeof expectation === 'object') {
          if (body?.code !== expectation.code || body.success !== false) {
            if (res.statusCode < 300) leaks++;
            failures.push(`expected ${expectation.code}: ${tag}`);
          }
          return;
        }
        if (expectation === 'menu') {
          // Validation runs before the handler's menu check: a 400 on the sample input is a refusal too.
          if (res.statusCode < 300) {
            leaks++;
            failures.push(`leak (no menu, answered): ${tag}`);
          } else if (body?.code === 400) validationOnly.push(label(route));
          // Where the menu follows from the row (an article's kind), an id of no such row is simply not found.
          else if (body?.code === 404 && body.message === notFoundText) notFoundFirst.push(label(route));
          else if (body?.code !== 403 || body.success !== false) failures.push(`expected 403: ${tag}`);
          return;
        }
        if (res.statusCode < 300 && markers.some((m) => res.body.includes(m))) {
          leaks++;
          failures.push(`leak (A's object in B's answer): ${tag}`);
        }
      });
      await Promise.all(work);
    }
    const changed = changedTables(before, await institutionDigest(api, actors.A));
    leaks += changed.length;
    console.info(`no menu, refused by validation first: ${validationOnly.join(' | ')}`);
    console.info(`no menu, not found first: ${notFoundFirst.join(' | ')}`);
    console.info(`authz matrix: ${classified.length} routes (${JSON.stringify(byClass)}), ${cases} cases, ${leaks} leaks`);
    expect(failures).toEqual([]);
    expect(changed, 'rows of institution A changed by refused or foreign requests').toEqual([]);
    expect(leaks).toBe(0);
  });
});
