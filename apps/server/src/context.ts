import type { Config } from './config';
import type { Db } from './db/client';

/** What every module is given: the database and the configuration. */
export interface AppContext {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
}
