import type { Config } from './config';
import type { Db } from './db/client';
import type { Storage } from './lib/storage';

/** What every module is given: the database, the configuration and file storage. */
export interface AppContext {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  storage: Storage;
}
