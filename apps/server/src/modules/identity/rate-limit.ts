/**
 * Login throttling per account and per client address, counted in PostgreSQL so every server
 * process enforces the same limits. A blocked attempt is refused before any password check.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginFailures } from './schema';
import { AppError } from '../../http/envelope';

/** Accounts are throttled case-insensitively so 'Admin' and 'admin' share one budget. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

const COUNT_SQL = `
select count(*) filter (where username = $1)::int as account_n,
       count(*) filter (where address = $2)::int as address_n,
       ceil(extract(epoch from min(created_at) filter (where username = $1) + make_interval(mins => $3) - now()) / 60)::int as account_wait,
       ceil(extract(epoch from min(created_at) filter (where address = $2) + make_interval(mins => $3) - now()) / 60)::int as address_wait
  from login_failures
 where (username = $1 or address = $2) and created_at > now() - make_interval(mins => $3)`;

interface CountRow {
  account_n: number;
  address_n: number;
  account_wait: number | null;
  address_wait: number | null;
}

export async function assertLoginAllowed(ctx: AppContext, username: string, address: string): Promise<void> {
  const { config } = ctx;
  const { rows } = await ctx.db.pool.query<CountRow>({
    name: 'login-failure-count',
    text: COUNT_SQL,
    values: [accountKey(username), address, config.loginFailureWindowMinutes],
  });
  const row = rows[0];
  if (!row) return;
  const accountBlocked = row.account_n >= config.loginMaxFailuresAccount;
  const addressBlocked = row.address_n >= config.loginMaxFailuresAddress;
  if (!accountBlocked && !addressBlocked) return;
  // Minutes until the oldest counted failure leaves the window (at least 1).
  const wait = Math.max(accountBlocked ? (row.account_wait ?? 1) : 0, addressBlocked ? (row.address_wait ?? 1) : 0, 1);
  throw new AppError('tooManyAttempts', { minutes: wait });
}

export async function recordLoginFailure(ctx: AppContext, username: string, address: string): Promise<void> {
  const window = ctx.config.loginFailureWindowMinutes;
  await ctx.db.orm.insert(loginFailures).values({ username: accountKey(username), address });
  // Rows past the window no longer count: prune them so the table stays small.
  await ctx.db.orm.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - make_interval(mins => ${window})`));
}

export async function clearAccountFailures(ctx: AppContext, username: string): Promise<void> {
  await ctx.db.orm.delete(loginFailures).where(eq(loginFailures.username, accountKey(username)));
}
