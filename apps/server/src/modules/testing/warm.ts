/**
 * Before a restarted server listens, its phones' backlog is already waiting: every parent who was
 * answering retries within seconds, each on a test this new process has not seen. Cold, each of
 * those first calls cost 5–7 ms of the one main thread instead of about 2 (its test's libraries
 * read and checked, three statements instead of one, code not yet compiled, statements not yet
 * prepared on the new connections), so the first second queued up. This does that work once
 * before `listen`, and writes nothing:
 *   1. the libraries of the tests parents have open sessions on go into the sync's cache (one read,
 *      each distinct library parsed once), so their first sync takes the one-statement path;
 *   2. one sync call per pool connection goes through each app in process (`inject`: routing, the body's checks, the
 *      answer's check, the statement) with a token that names no session, so the SQL function
 *      answers 'not logged in' before it writes, on every pool connection.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sampleAnswers, TESTING_CALLS, type AnswerValue, type QuestionLibrary } from '@portal/shared';
import type { AppContext } from '../../context';
import { libraryCache, librariesOf, parsed, type TestLibraries } from './libraries';

/** The most recently opened sessions' tests, at most: a fraction of the cache (5,000). */
const WARM_TESTS = 1_000;
/**
 * Rounds of one call per pool connection per app. The first round pays the compiling; more rounds
 * did not lower the restart's first-second p99 (20–25 ms with 1, 3 or 10 on a quiet machine).
 */
const WARM_ROUNDS = 1;

/**
 * The open tests, each library as a digest of its stored text, and the library itself only on the
 * first row of each digest: tests of one bank version hold the same copy, so a few parses serve
 * them all (the parse and check of one test's three libraries is over a millisecond).
 */
const OPEN_TESTS_SQL = `
with open as (
  select s.institution_id, s.test_id, max(s.created_at) as opened
    from temporary_sessions s
   where s.ended_at is null and s.expires_at > now()
   group by s.institution_id, s.test_id
   order by opened desc
   limit $1),
t as (
  select t.institution_id, t.id, t.tools_type, t.library, t.library_additional, t.library_parents,
         md5(t.library::text) as main_digest, md5(t.library_additional::text) as additional_digest, md5(t.library_parents::text) as parents_digest
    from tests t
    join open o on o.institution_id = t.institution_id and o.test_id = t.id
   where t.status in ('Active', 'ParentsTesting'))
select institution_id, id, tools_type, main_digest, additional_digest, parents_digest,
       case when row_number() over (partition by main_digest order by id) = 1 then library end as library,
       case when row_number() over (partition by additional_digest order by id) = 1 then library_additional end as library_additional,
       case when row_number() over (partition by parents_digest order by id) = 1 then library_parents end as library_parents
  from t`;

interface OpenTestRow {
  institution_id: string;
  id: string;
  tools_type: string;
  main_digest: string;
  additional_digest: string | null;
  parents_digest: string | null;
  library: unknown;
  library_additional: unknown;
  library_parents: unknown;
}

export type WarmSample = { testId: string; libraries: TestLibraries } | null;

/**
 * Loads the open tests' libraries into the cache; returns one of them to warm the calls with.
 * Mostly PostgreSQL's work (the digests), so the start runs it while it builds the apps.
 */
export async function cacheOpenTests(ctx: AppContext): Promise<WarmSample> {
  const { rows } = await ctx.db.pool.query<OpenTestRow>(OPEN_TESTS_SQL, [WARM_TESTS]);
  // Each digest's stored library (carried by its first row), parsed on first use and then shared.
  const stored = new Map<string, unknown>();
  for (const row of rows) {
    if (row.library != null) stored.set(row.main_digest, row.library);
    if (row.additional_digest !== null && row.library_additional != null) stored.set(row.additional_digest, row.library_additional);
    if (row.parents_digest !== null && row.library_parents != null) stored.set(row.parents_digest, row.library_parents);
  }
  const loaded = new Map<unknown, QuestionLibrary>();
  const load = (digest: unknown, what: string) => {
    let library = loaded.get(digest);
    if (!library) loaded.set(digest, (library = parsed(stored.get(digest as string), what)));
    return library;
  };
  let sample: WarmSample = null;
  for (const row of rows) {
    try {
      // The digests stand for the stored libraries: `load` finds each one's parsed copy.
      const libraries = librariesOf({ toolsType: row.tools_type, library: row.main_digest, libraryAdditional: row.additional_digest, libraryParents: row.parents_digest }, load);
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
  /** Time spent waiting for the libraries to be in the cache (read alongside the apps' set-up), then on the calls. */
  cacheMs: number;
  callsMs: number;
}

/** `opened`: the cache's loading when the caller started it earlier (`cacheOpenTests`). */
export async function warmParentSync(ctx: AppContext, apps: FastifyInstance[], opened: Promise<WarmSample> = cacheOpenTests(ctx)): Promise<WarmedSync> {
  const started = performance.now();
  const sample = await opened;
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
