/**
 * Institution scope over the server's own route table: every object-addressed route (one whose
 * path, query or body names an id field) is called by institution A's callers — its system
 * administrator (every menu), a parent's temporary token, a training link — with the ids of
 * institution B's objects in each id field. The answer must refuse or show nothing of B, and no
 * row of B may change. The ids come from the second seeded institution, one per table that holds
 * rows of B, read from the catalogue: a new table or route is covered by itself.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { changedTables, institutionDigest, keepSessionsLive, objectIds, prepareActors, randomId, type Actors } from '../../test/authz-actors';
import { useApi } from '../../test/harness';
import { classify, label } from '../../test/route-classes';
import { isIdField, routeCollector, routeFields, sampleRequest, type CollectedRoute } from '../../test/routes';

const collected = routeCollector();
const api = useApi({ onRoute: collected.onRoute, env: { DEFINITION_EDITING: '1' } });

let actors: Actors;
let bIds: Map<string, string>;

beforeAll(async () => {
  actors = await prepareActors(api);
  bIds = await objectIds(api, actors.B);
  // Staff accounts may hold identities in both institutions: they are nobody's object alone.
  bIds.delete('users');
  bIds.delete('user_identities');
});

/** The tables an id field may name: by its stem (children_id → children), else by the route's url, plus B itself and its children and tests. */
function candidates(route: CollectedRoute, field: string): string[] {
  const stem = field.replace(/(_ids?|Ids?)$/, '').replace(/^_/, '').toLowerCase();
  const words = stem === '' || stem === 'id' ? route.url.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2) : [stem];
  const tables = [...bIds.keys()].filter((t) => words.some((w) => t.includes(w.replace(/s$/, '')) || w.includes(t.replace(/s$/, ''))));
  return [...new Set([...tables, 'institutions', 'children', 'tests'])].filter((t) => bIds.has(t));
}

function headersFor(cls: string | null): Record<string, string> {
  if (cls === 'parent-test') return { temtoken: actors.parent.token };
  if (cls === 'parent-training') return { temtoken: actors.training.token };
  return { token: actors.adminA };
}

describe('another institution’s objects through every object-addressed route', () => {
  it('are refused or invisible, and stay unchanged', async () => {
    const before = await institutionDigest(api, actors.B);
    const markers = [...bIds.values()];
    const failures: string[] = [];
    let routes = 0;
    let cases = 0;
    let refused = 0;
    const answered = new Set<string>();
    for (const route of collected.routes) {
      const cls = classify(route).class;
      if (!cls || cls === 'public') continue;
      const f = routeFields(route);
      const idFields = [...f.params, ...f.query, ...f.body].filter(isIdField);
      if (idFields.length === 0) continue;
      routes++;
      await keepSessionsLive(api, actors);
      const work = idFields.flatMap((field) =>
        candidates(route, field).map(async (table) => {
          const id = bIds.get(table)!;
          const base = sampleRequest(route, randomId(), { [field]: /s$/.test(field) ? [id] : id });
          cases++;
          const res = await api.app.inject({ ...base, headers: { ...(base.headers ?? {}), ...headersFor(cls) } });
          const tag = `${label(route)} ${field}=${table}: ${res.statusCode} ${res.body.slice(0, 160)}`;
          if (res.statusCode >= 500) return void failures.push(`5xx ${tag}`);
          if (res.statusCode >= 400) return void refused++;
          if (markers.some((m) => res.body.includes(m))) failures.push(`leak: ${tag}`);
          else answered.add(label(route));
        }),
      );
      await Promise.all(work);
    }
    const changed = changedTables(before, await institutionDigest(api, actors.B));
    const leaks = failures.filter((f) => f.startsWith('leak')).length + changed.length;
    console.info(`answered with nothing of B (lists filtered to the caller's institution): ${[...answered].join(' | ')}`);
    console.info(`authz scope: ${routes} object-addressed routes, ${cases} cases (${refused} refused, ${cases - refused} answered with nothing of B), ${leaks} leaks`);
    expect(failures).toEqual([]);
    expect(changed, 'rows of institution B changed by A’s requests').toEqual([]);
    expect(routes).toBeGreaterThan(60);
  });
});
