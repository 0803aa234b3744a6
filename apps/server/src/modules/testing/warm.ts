/**
 * Before a restarted server listens, its phones' backlog is already waiting: every parent who was
 * answering retries within seconds, each on a test this new process has not seen. Cold, each of
 * those first calls cost 5–7 ms of the one main thread instead of about 2 (its test's libraries
 * read and checked, three statements instead of one, code not yet compiled, statements not yet
 * prepared on the new connections), so the first second queued up. This does that work once
 * before `listen`, and writes nothing:
 *   1. the libraries of the tests parents have open sessions on go into the sync's cache (a read),
 *      so their first sync takes the one-statement path;
 *   2. a few sync calls go through each app in process (`inject`: routing, the body's checks, the
 *      answer's check, the statement) with a token that names no session, so the SQL function
 *      answers 'not logged in' before it writes, on every pool connection.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sampleAnswers, TESTING_CALLS, type AnswerValue } from '@portal/shared';
import type { AppContext } from '../../context';
import { libraryCache, librariesOf, type TestLibraries } from './libraries';

/** The most recently opened sessions' tests, at most: a fraction of the cache (5,000). */
const WARM_TESTS = 1_000;
/** Rounds of one call per pool connection per app: enough for the hot functions to be compiled. */
const WARM_ROUNDS = 10;

const OPEN_TESTS_SQL = `
select t.institution_id, t.id, t.tools_type, t.library, t.library_additional, t.library_parents
  from tests t
  join (select s.institution_id, s.test_id, max(s.created_at) as opened
          from temporary_sessions s
         where s.ended_at is null and s.expires_at > now()
         group by s.institution_id, s.test_id
         order by opened desc
         limit $1) o on o.institution_id = t.institution_id and o.test_id = t.id
 where t.status in ('Active', 'ParentsTesting')`;

interface OpenTestRow {
  institution_id: string;
  id: string;
  tools_type: string;
  library: unknown;
  library_additional: unknown;
  library_parents: unknown;
}

/** Loads the open tests' libraries into the cache; returns one of them to warm the calls with. */
async function cacheOpenTests(ctx: AppContext): Promise<{ testId: string; libraries: TestLibraries } | null> {
  const { rows } = await ctx.db.pool.query<OpenTestRow>(OPEN_TESTS_SQL, [WARM_TESTS]);
  let sample: { testId: string; libraries: TestLibraries } | null = null;
  for (const row of rows) {
    try {
      const libraries = librariesOf({ toolsType: row.tools_type, library: row.library, libraryAdditional: row.library_additional, libraryParents: row.library_parents });
      libraryCache.set(row.institution_id, row.id, libraries);
      sample ??= { testId: row.id, libraries };
    } catch {
      // A library that does not load is refused by the sync itself, with its own error.
    }
  }
  return sample;
}

/** A change a parent could send for the test: its first question that has a sample answer. */
function sampleBody(testId: string, libraries: TestLibraries): Record<string, unknown> | null {
  for (const [key, question] of Object.entries(libraries.main.question)) {
    const answer: Record<string, AnswerValue> = sampleAnswers(key, question, () => 'pass');
    const first = Object.keys(answer)[0];
    if (first) return { test_id: testId, answer: { [first]: answer[first] }, change_question_key: first, is_parents: true, device_id: 'server-warm-up', seq: 1 };
  }
  return null;
}

export interface WarmedSync {
  /** Tests whose libraries the cache holds now. */
  cached: number;
  /** The warm-up calls by the envelope code they were answered with (306 each: no such session). */
  answered: Record<number, number>;
  /** Time spent reading the libraries into the cache, then on the calls. */
  cacheMs: number;
  callsMs: number;
}

export async function warmParentSync(ctx: AppContext, apps: FastifyInstance[]): Promise<WarmedSync> {
  const started = performance.now();
  const sample = await cacheOpenTests(ctx);
  const cached = performance.now();
  const body = sample && sampleBody(sample.testId, sample.libraries);
  const answered: Record<number, number> = {};
  if (body) {
    // Well-shaped, but no session has it: the statement stops at the session check.
    const headers = { temtoken: randomBytes(24).toString('base64url'), 'accept-language': 'zh-CN' };
    const perRound = ctx.db.pool.options.max ?? 10;
    for (let round = 0; round < WARM_ROUNDS; round++) {
      for (const app of apps) {
        const replies = await Promise.all(Array.from({ length: perRound }, () => app.inject({ method: 'POST', url: TESTING_CALLS.temporarySync.path, headers, payload: body })));
        for (const reply of replies) {
          const code = (reply.json() as { code: number }).code;
          answered[code] = (answered[code] ?? 0) + 1;
        }
      }
    }
  }
  return { cached: libraryCache.size, answered, cacheMs: Math.round(cached - started), callsMs: Math.round(performance.now() - cached) };
}
