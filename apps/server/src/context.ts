/** What route plugins need from the running server: the database and the configuration. */
import type { Config } from './config';
import type { Db } from './db/pool';

export interface AppContext {
  db: Db;
  config: Config;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids reach uuid columns only in uuid shape: anything else would be a PostgreSQL cast error (500). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
