/**
 * The callers and objects the authorisation matrix and the scope test need, made on the demo
 * installation's two institutions (A and B): live, unknown, expired and superseded staff tokens,
 * a role without menus, parents' temporary tokens and training links, one object id per
 * institution-scoped table, and a digest of each institution's rows to prove nothing changed.
 */
import { randomUUID } from 'node:crypto';
import { newToken, tokenHash } from '../src/modules/auth';
import { call, loginAs, type ApiContext, type DemoUser } from './harness';

export interface Actors {
  A: string;
  B: string;
  /** admin: A's system administrator (every menu). */
  adminA: string;
  /** newstaff made B's institution administrator. */
  adminB: string;
  /** teacher on a role of A that holds no menu. */
  menuless: string;
  unknown: string;
  expired: string;
  superseded: string;
  /** A parent's temporary token for `parentTest` (a test of A), plus its expired and ended twins. */
  parent: { token: string; test: string; otherTest: string; expired: string; ended: string };
  /** A live training parent link of A, plus a revoked one. */
  training: { token: string; revoked: string };
}

type Query = ApiContext['db']['pool'];

async function one<T>(pool: Query, text: string, values: unknown[] = []): Promise<T> {
  const result = await pool.query(text, values);
  if (!result.rows[0]) throw new Error(`no row: ${text}`);
  return result.rows[0] as T;
}

export async function prepareActors(api: ApiContext): Promise<Actors> {
  const pool = api.db.pool;
  const admin = await loginAs(api.app, 'admin');
  const A = admin.institutionId;
  const { id: B } = await one<{ id: string }>(pool, `select id from institutions where id <> $1 and parent_id is null order by created_at limit 1`, [A]);

  // B's administrator: newstaff, on B's inst_admin role, password change not pending.
  const { id: bAdminRole } = await one<{ id: string }>(pool, `select id from roles where institution_id = $1 and code = 'inst_admin'`, [B]);
  await pool.query(
    `insert into user_identities (institution_id, user_id, role_id) select $1, id, $2 from users where username = 'newstaff' on conflict do nothing`,
    [B, bAdminRole],
  );
  await pool.query(`update users set institution_id = $1, role_id = $2, must_change_password = false where username = 'newstaff'`, [B, bAdminRole]);
  const first = await loginAs(api.app, 'newstaff');
  const second = await loginAs(api.app, 'newstaff');

  // A role of A without a single menu, as teacher's current identity.
  const { id: bare } = await one<{ id: string }>(pool, `insert into roles (institution_id, code, name, name_en) values ($1, 'matrix_bare', '无菜单', 'No menus') returning id`, [A]);
  await pool.query(`insert into user_identities (institution_id, user_id, role_id) select $1, id, $2 from users where username = 'teacher'`, [A, bare]);
  await pool.query(`update users set institution_id = $1, role_id = $2 where username = 'teacher'`, [A, bare]);
  const teacher = await loginAs(api.app, 'teacher');

  const expired = newToken();
  await pool.query(`insert into sessions (token_hash, user_id, expires_at) select $1, id, now() - interval '1 minute' from users where username = 'admin'`, [tokenHash(expired)]);

  const parent = await parentToken(api, admin.token, A);
  // The training link the clinician's page makes (students/link), for a student of A.
  const { id: learner } = await one<{ id: string }>(pool, `select id from children where institution_id = $1 and deleted_at is null order by created_at desc limit 1`, [A]);
  const enrolled = await call(api.app, '/api/language/students/create', { token: admin.token, body: { children_id: learner, course_key: 'demo-island', activation_time: new Date(Date.now() - 86_400_000).toISOString() } });
  const student = enrolled.body.data?._id as string;
  if (!student) throw new Error(`no training student: ${JSON.stringify(enrolled.body)}`);
  const made = await call(api.app, '/api/language/students/link', { token: admin.token, body: { students_id: student } });
  const link = await one<{ token: string }>(pool, `select token from training_parent_links where institution_id = $1 and student_id = $2 and revoked_at is null`, [A, student]);
  if (made.status !== 200) throw new Error(`no training link: ${JSON.stringify(made.body)}`);
  const revoked = newToken();
  await pool.query(`insert into training_parent_links (institution_id, student_id, token, revoked_at) values ($1, $2, $3, now())`, [A, student, revoked]);

  return {
    A,
    B,
    adminA: admin.token,
    adminB: second.token,
    menuless: teacher.token,
    unknown: newToken(),
    expired,
    superseded: first.token,
    parent,
    training: { token: link.token, revoked },
  };
}

async function parentToken(api: ApiContext, token: string, A: string): Promise<Actors['parent']> {
  const pool = api.db.pool;
  const { id: childId } = await one<{ id: string }>(pool, `select id from children where institution_id = $1 and deleted_at is null order by created_at limit 1`, [A]);
  const created = await call(api.app, '/api/base/tests/create', { token, body: { tools_type: 'Dream-IT', children_id: childId } });
  const test = created.body.data?._id as string;
  const qr = await call(api.app, '/api/base/dreamit/v2/temporary', { token, query: { _id: test } });
  const session = await call(api.app, '/api/base/temporary/verification', { query: { tem_token: qr.body.data?.token } });
  const tem = session.body.data?.tem_token as string | undefined;
  if (!tem) throw new Error(`no temporary token: ${JSON.stringify(created.body)} ${JSON.stringify(qr.body)} ${JSON.stringify(session.body)}`);
  const { id: otherTest } = await one<{ id: string }>(pool, `select id from tests where institution_id = $1 and id <> $2 limit 1`, [A, test]);
  const twin = async (expires: string, ended: string) => {
    const t = newToken();
    await pool.query(
      `insert into temporary_sessions (token_hash, institution_id, test_id, qr_token_id, expires_at, ended_at)
       select $1, institution_id, test_id, qr_token_id, ${expires}, ${ended} from temporary_sessions where token_hash = $2`,
      [tokenHash(t), tokenHash(tem)],
    );
    return t;
  };
  return { token: tem, test, otherTest, expired: await twin(`now() - interval '1 minute'`, 'null'), ended: await twin(`now() + interval '1 hour'`, 'now()') };
}

/** Tables whose rows carry `institution_id` (and an `id`), read from the catalogue so new tables count by themselves. */
export async function institutionTables(api: ApiContext): Promise<Array<{ table: string; hasId: boolean }>> {
  const result = await api.db.pool.query<{ table_name: string; has_id: boolean }>(
    `select c.table_name, exists (select 1 from information_schema.columns i where i.table_schema = 'public' and i.table_name = c.table_name and i.column_name = 'id') as has_id
       from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.column_name = 'institution_id' order by c.table_name`,
  );
  return result.rows.map((r) => ({ table: r.table_name, hasId: r.has_id }));
}

/** One object id of `institution` per table that has some (institutions itself included). */
export async function objectIds(api: ApiContext, institution: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>([['institutions', institution]]);
  for (const { table, hasId } of await institutionTables(api)) {
    if (!hasId) continue;
    const row = (await api.db.pool.query<{ id: string }>(`select id::text from "${table}" where institution_id = $1 order by id limit 1`, [institution])).rows[0];
    if (row) ids.set(table, row.id);
  }
  return ids;
}

/**
 * Tables whose rows a request may write for reasons other than the object it names: sign-in and
 * link bookkeeping, one-time links, rate limits, the job queue.
 */
const VOLATILE = /^(sessions|temporary_sessions|login_failures|file_once_links|rate_limits|verification_codes|test_qr_tokens)$|_events$|_log$|once/;

/** A digest per table of `institution`'s rows: compare two to prove a request changed nothing there. */
export async function institutionDigest(api: ApiContext, institution: string): Promise<Map<string, string>> {
  const tables = (await institutionTables(api)).map((t) => t.table).filter((t) => !VOLATILE.test(t));
  const parts = tables.map((t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as d from "${t}" x where institution_id = $1`);
  parts.push(`select 'institutions', md5(x::text) from institutions x where id = $1`);
  const result = await api.db.pool.query<{ t: string; d: string }>(parts.join(' union all '), [institution]);
  return new Map(result.rows.map((r) => [r.t, r.d]));
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before.keys()].filter((t) => before.get(t) !== after.get(t));
}

export const randomId = () => randomUUID();

/** Logs the staff actors in again when a route under test (logout, password change) ended their session. */
export async function keepSessionsLive(api: ApiContext, actors: Actors): Promise<void> {
  const users = { adminA: 'admin', adminB: 'newstaff', menuless: 'teacher' } as const;
  for (const [key, user] of Object.entries(users) as Array<[keyof typeof users, DemoUser]>) {
    const live = await api.db.pool.query(`select 1 from sessions where token_hash = $1 and ended_at is null and expires_at > now()`, [tokenHash(actors[key])]);
    if (live.rowCount !== 1) actors[key] = (await loginAs(api.app, user)).token;
  }
}
