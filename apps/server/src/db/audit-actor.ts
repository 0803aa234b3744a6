/**
 * Who acts, for the audit trail's triggers: each request runs in an async scope holding its actor
 * (the session's user and identity, or a parent's link) and address; every connection the pool
 * hands out inside that scope first carries the actor as the setting `app.actor`, which
 * `audit_row_change` reads. Outside a request scope (jobs, seeds, start-up) the actor is
 * 'system'. The setting is per connection rather than per transaction (`set_config(…, false)`)
 * so that single statements outside a transaction are attributed too; it is set again whenever
 * the connection's last actor differs, which costs nothing while one user keeps a connection.
 * The session look-up that starts every staff request names its user in its own statement
 * (`queryNamingActor`, `userActorSql`): a separate `set_config` round trip there, and another
 * when the request's next statement found the connection set for the look-up, doubled the
 * statements of a short request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

export interface Actor {
  kind: 'user' | 'parent' | 'system';
  userId?: string | null;
  institutionId?: string | null;
  roleId?: string | null;
}

interface Scope {
  actor: Actor;
  address: string | null;
  /** The statements of this scope set `app.actor` themselves (actorInStatement): no checkout round trip. */
  inStatement?: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();
const SYSTEM: Actor = { kind: 'system' };

/** Runs `work` (and everything it starts) as a request from `address`, acting as 'system' until `actAs`. */
export function runInActorScope<T>(address: string | null, work: () => T): T {
  return scopes.run({ actor: SYSTEM, address }, work);
}

/** Names who acts for the rest of the current request scope (no-op outside one). */
export function actAs(actor: Actor): void {
  const scope = scopes.getStore();
  if (scope) scope.actor = actor;
}

export function currentActor(): Actor & { address: string | null } {
  const scope = scopes.getStore();
  return { ...(scope?.actor ?? SYSTEM), address: scope?.address ?? null };
}

/** The `app.actor` value: what the trigger reads (k kind, u user, i institution, r role, a address). */
export function actorSetting(): string {
  const scope = scopes.getStore();
  return scope ? settingOf(scope.actor, scope.address) : '';
}

function settingOf(actor: Actor, address: string | null): string {
  return JSON.stringify({ k: actor.kind, u: actor.userId ?? null, i: actor.institutionId ?? null, r: actor.roleId ?? null, a: address });
}

/** The current request's address (null outside a request scope): the parameter `userActorSql` wants. */
export function currentAddress(): string | null {
  return scopes.getStore()?.address ?? null;
}

/**
 * A SQL expression that makes a user the actor of the connection it runs on, as `actAs` and the
 * next checkout would (the same fields; the trigger parses either text as jsonb). It returns the
 * setting, so a statement can evaluate it only when it finds the user (`case when … then`).
 * `user`, `institution`, `role`: SQL expressions; `address`: the placeholder of `currentAddress()`.
 */
export function userActorSql(user: string, institution: string, role: string, address: string): string {
  return `set_config('app.actor', json_build_object('k', 'user', 'u', ${user}, 'i', ${institution}, 'r', ${role}, 'a', ${address}::text)::text, false)`;
}

/**
 * Runs `work`, whose every statement sets the actor itself, without the set_config round trip on
 * checkout: for its own transaction (`set_config('app.actor', actorSetting(), true)` in SQL, as
 * test_apply_parent_change does: on the parents' sync, each parent is another actor), or for the
 * connection (`queryNamingActor`).
 */
export function actorInStatement<T>(work: () => T): T {
  const scope = scopes.getStore();
  return scope ? scopes.run({ ...scope, inStatement: true }, work) : work();
}

const LAST_ACTOR = Symbol('auditActor');
type TrackedClient = pg.PoolClient & { [LAST_ACTOR]?: string };
type ConnectCallback = (err: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;

/**
 * Runs one statement that sets the actor itself (`userActorSql`) on a connection taken as it is,
 * without the checkout's `set_config`; `actedAs` reads from the result whom the statement named
 * (null when it set nothing), so the connection's next checkout knows its setting.
 */
export async function queryNamingActor<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  config: pg.QueryConfig,
  actedAs: (result: pg.QueryResult<R>) => Actor | null,
): Promise<pg.QueryResult<R>> {
  const address = currentAddress();
  const client = (await actorInStatement(() => pool.connect())) as TrackedClient;
  let result: pg.QueryResult<R>;
  try {
    result = await client.query<R>(config);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  const actor = actedAs(result);
  if (actor) client[LAST_ACTOR] = settingOf(actor, address);
  client.release();
  return result;
}

/** Makes every checkout of `pool` (its `query` and transactions included) carry the current actor. */
export function trackActors(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const checkout = async (wanted: string | null): Promise<pg.PoolClient> => {
    const client = (await connect()) as TrackedClient;
    // The session's setting stays what LAST_ACTOR says: a transaction-local one ends with its transaction.
    if (wanted === null || client[LAST_ACTOR] === wanted) return client;
    try {
      await client.query("select set_config('app.actor', $1, false)", [wanted]);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    client[LAST_ACTOR] = wanted;
    return client;
  };
  // pg-pool's own `query` calls `connect` with a callback; drizzle awaits the promise form.
  (pool as { connect: unknown }).connect = (callback?: ConnectCallback) => {
    const pending = checkout(scopes.getStore()?.inStatement ? null : actorSetting());
    if (!callback) return pending;
    pending.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | undefined)),
      (error: Error) => callback(error),
    );
    return undefined;
  };
}
