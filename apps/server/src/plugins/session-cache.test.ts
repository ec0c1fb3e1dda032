import { describe, expect, it } from 'vitest';
import type { SessionPrincipal } from './auth';
import { createSessionCache, type FoundSession } from './session-cache';

const principal = (id: number): SessionPrincipal => ({
  sessionId: id,
  id,
  name: 'Asha Verma',
  email: 'asha@example.in',
  avatar: null,
  adminsRoleId: 2,
  roles: ['admin'],
  routes: ['order'],
});

/** A cache over a lookup that counts its calls, on a clock the test moves. */
function setup(
  answer: (hash: string) => FoundSession | null = () => ({ principal: principal(1), expiresAt: 1e12 }),
) {
  let time = 1_000_000;
  const asked: string[] = [];
  const cache = createSessionCache(
    async (hash) => {
      asked.push(hash);
      return answer(hash);
    },
    { ttlMs: 5_000, now: () => time },
  );
  return { cache, asked, tick: (ms: number) => (time += ms) };
}

describe('session cache', () => {
  it('answers a session checked less than the time ago without asking again', async () => {
    const { cache, asked, tick } = setup();
    expect(await cache.find('a')).toMatchObject({ id: 1 });
    tick(4_999);
    expect(await cache.find('a')).toMatchObject({ id: 1 });
    expect(asked).toEqual(['a']);
    tick(1);
    await cache.find('a');
    expect(asked).toEqual(['a', 'a']);
  });

  it('never keeps a session past its expiry, nor an unknown token', async () => {
    const { cache, asked, tick } = setup((hash) =>
      hash === 'short' ? { principal: principal(2), expiresAt: 1_000_000 + 1_000 } : null,
    );
    await cache.find('short');
    tick(999);
    await cache.find('short');
    tick(1);
    await cache.find('short');
    expect(await cache.find('unknown')).toBeNull();
    expect(await cache.find('unknown')).toBeNull();
    expect(asked).toEqual(['short', 'short', 'unknown', 'unknown']);
  });

  it('asks again after forgetting all', async () => {
    const { cache, asked } = setup();
    await cache.find('a');
    cache.forgetAll();
    await cache.find('a');
    expect(asked).toEqual(['a', 'a']);
  });

  it('does not keep what a lookup under way when all was forgotten read', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const cache = createSessionCache(async () => {
      calls += 1;
      if (calls === 1) await gate;
      return { principal: principal(1), expiresAt: Date.now() + 60_000 };
    });
    const first = cache.find('a');
    cache.forgetAll();
    release();
    expect(await first).toMatchObject({ id: 1 });
    await cache.find('a');
    expect(calls).toBe(2);
  });
});
