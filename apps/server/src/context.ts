/** What route plugins need from the running server: the database, the configuration, the job queue. */
import type { Config } from './config';
import type { Db } from './db/pool';
import type { JobQueue } from './jobs/queue';
import type { Providers } from './providers/providers';

export interface AppContext {
  db: Db;
  config: Config;
  /** Background jobs (pg-boss); absent where nothing sends jobs (most API tests). */
  jobs?: JobQueue;
  /** SMS and e-mail delivery, speech scoring; absent: made from the configuration when the routes load (tests put fakes here). */
  providers?: Providers;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids reach uuid columns only in uuid shape: anything else would be a PostgreSQL cast error (500). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
