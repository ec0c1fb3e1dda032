import type { SessionPrincipal } from './auth';

/**
 * How long a checked session is taken as live without asking the database again. A change on
 * another instance reaches this one by NOTIFY within milliseconds; this bounds how late it acts
 * when the notification is lost (the instance's LISTEN connection down).
 */
export const SESSION_CACHE_MS = 5_000;
/** Beyond this many tokens the oldest checked is forgotten first. */
const MAX_SESSIONS = 10_000;

/** A live session as the database answered it, with when it expires (ms since the epoch). */
export interface FoundSession {
  principal: SessionPrincipal;
  expiresAt: number;
}

interface Entry {
  principal: SessionPrincipal;
  until: number;
}

export interface SessionCache {
  /** The live session of a token's hash: remembered, or looked up and then remembered. */
  find(tokenHash: string): Promise<SessionPrincipal | null>;
  /** Forgets every session: one was revoked, or an admin or a role changed. */
  forgetAll(): void;
}

/**
 * The sessions this instance checked in the last few seconds, so a list request does not wait
 * on a second round trip to the database before its own (issue 32 §3: that wait was most of
 * the app's CPU above a bare handler's). Unknown, revoked and expired tokens are never kept.
 * A lookup that was under way when everything was forgotten is not kept either: it may have
 * read the session before the change.
 */
export function createSessionCache(
  lookup: (tokenHash: string) => Promise<FoundSession | null>,
  options: { ttlMs?: number; now?: () => number } = {},
): SessionCache {
  const ttl = options.ttlMs ?? SESSION_CACHE_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    async find(tokenHash) {
      const asked = now();
      const entry = entries.get(tokenHash);
      if (entry && asked < entry.until) return entry.principal;
      if (entry) entries.delete(tokenHash);
      const seen = generation;
      const found = await lookup(tokenHash);
      if (!found) return null;
      if (seen === generation) {
        if (entries.size >= MAX_SESSIONS) entries.delete(entries.keys().next().value!);
        entries.set(tokenHash, { principal: found.principal, until: Math.min(asked + ttl, found.expiresAt) });
      }
      return found.principal;
    },
    forgetAll() {
      generation++;
      entries.clear();
    },
  };
}
