import type { Config } from './config';
import type { Db } from './db/client';
import type { Storage } from './lib/storage';
import type { LiveFeed } from './modules/events/live-feed';

/** What every module is given: the database, the configuration, file storage and the live feed. */
export interface AppContext {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  storage: Storage;
  /** This instance's ear on PostgreSQL's live channel (LISTEN), opened once for all. */
  liveFeed: LiveFeed;
}
