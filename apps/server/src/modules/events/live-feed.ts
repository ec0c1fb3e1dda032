import pg from 'pg';
import { type Db, embeddedClient } from '../../db/client';
import { LIVE_CHANNEL, type LiveNotice, readLiveNotice } from './live-channel';

export type LiveListener = (notice: LiveNotice) => void;

/** This instance's ear on the live channel, shared by every open event stream. */
export interface LiveFeed {
  /** Starts listening if not yet (resolves once LISTEN is in force), then adds the listener. */
  subscribe(listener: LiveListener): Promise<() => void>;
  close(): Promise<void>;
}

/** How the feed listens: PGlite's own LISTEN, or one dedicated PostgreSQL connection. */
type Listen = (onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/** PGlite: LISTEN on the one embedded connection; NOTIFY is delivered at the writer's commit. */
function pgliteListen(db: Db): Listen | null {
  const client = embeddedClient(db);
  if (!client) return null;
  return async (onPayload) => {
    const stop = await client.listen(LIVE_CHANNEL, onPayload);
    return () => stop().catch(() => {});
  };
}

const RECONNECT_MS = 2_000;

/**
 * PostgreSQL: a connection of its own (not the pool's: LISTEN holds it), made from the pool's
 * settings; when it drops it is made again, and listeners are told nothing was lost by the
 * streams' own reconnect-and-refresh (the web refetches on every reopen).
 */
function postgresListen(db: Db): Listen {
  const options = (db as unknown as { $client: pg.Pool }).$client.options;
  return async (onPayload) => {
    let client: pg.Client | null = null;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
      const next = new pg.Client(options);
      next.on('notification', (message) => {
        if (message.channel === LIVE_CHANNEL && message.payload) onPayload(message.payload);
      });
      next.on('error', () => {
        next.end().catch(() => {});
        if (!closed && client === next) retry = setTimeout(() => connect().catch(() => {}), RECONNECT_MS);
      });
      client = next;
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
    };
    await connect();
    return async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    };
  };
}

/** The feed of one app instance: listens on first subscriber, until the app closes. */
export function createLiveFeed(db: Db): LiveFeed {
  const listen = pgliteListen(db) ?? postgresListen(db);
  const listeners = new Set<LiveListener>();
  let started: Promise<() => Promise<void>> | null = null;
  const dispatch = (payload: string) => {
    const notice = readLiveNotice(payload);
    if (notice) for (const listener of listeners) listener(notice);
  };
  return {
    async subscribe(listener) {
      started ??= listen(dispatch).catch((error) => {
        started = null;
        throw error;
      });
      await started;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      const stop = await started?.catch(() => null);
      started = null;
      await stop?.();
    },
  };
}
