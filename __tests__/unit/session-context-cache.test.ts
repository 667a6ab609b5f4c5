import { describe, expect, it } from '@jest/globals';
import type { SessionContext } from '@/lib/auth/local/find-session-context';
import { createSessionContextCache } from '@/lib/auth/local/session-context-cache';

const HOUR_MS = 3_600_000;

/** Counts every look at an answer's user: what dropping one user's answers costs the cache. */
let userReads = 0;

function answer(userId: string, expiresInMs = HOUR_MS): SessionContext {
  const user = { id: userId, email: `${userId}@example.com`, email_confirmed_at: null, created_at: '' };
  const context = {} as SessionContext['context'];
  const found = { sessionId: `session-${userId}`, expiresAt: new Date(Date.now() + expiresInMs), context };
  return Object.defineProperty(found, 'user', {
    enumerable: true,
    get: () => ((userReads += 1), user),
  }) as SessionContext;
}

/** A listening cache, and a reading of it that says whether the database was asked. */
function listeningCache(max?: number) {
  const cache = createSessionContextCache({ max });
  cache.listening(true);
  const read = async (key: string, found: SessionContext) => {
    let loaded = false;
    await cache.read(key, async () => ((loaded = true), found));
    return loaded ? 'loaded' : 'kept';
  };
  return { cache, read };
}

describe('the session context cache', () => {
  it("drops a user's answers on their change, and only theirs", async () => {
    const { cache, read } = listeningCache();
    const [a, b] = [answer('a'), answer('b')];
    for (const [key, found] of [
      ['a1', a],
      ['a2', a],
      ['b1', b],
    ] as const)
      await read(key, found);
    expect([await read('a1', a), await read('a2', a), await read('b1', b)]).toEqual(['kept', 'kept', 'kept']);
    cache.changed('a');
    expect([await read('a1', a), await read('a2', a), await read('b1', b)]).toEqual([
      'loaded',
      'loaded',
      'kept',
    ]);
  });

  it("costs a change only its user's answers, however many others are kept", async () => {
    const { cache, read } = listeningCache();
    for (let i = 0; i < 2_000; i += 1) await read(`other${i}`, answer(`other${i}`));
    await read('mine', answer('me'));
    userReads = 0;
    for (let i = 0; i < 100; i += 1) cache.changed(`nobody${i}`);
    cache.changed('me');
    // Dropping the one answer looks at its user once (to leave the index); a scan would look at all 2,001 per change.
    expect(userReads).toBeLessThanOrEqual(1);
    expect(await read('other0', answer('other0'))).toBe('kept');
    expect(await read('mine', answer('me'))).toBe('loaded');
  });

  it('still drops an answer that replaced an expired one under the same key', async () => {
    const { cache, read } = listeningCache();
    await read('k', answer('a', -1));
    // Its session had expired: read again, and the new answer replaces the old under the same key.
    expect(await read('k', answer('a'))).toBe('loaded');
    expect(await read('k', answer('a'))).toBe('kept');
    cache.changed('a');
    expect(await read('k', answer('a'))).toBe('loaded');
  });

  it('evicts the least recently used answer at its cap, and keeps indexing what comes back', async () => {
    const { cache, read } = listeningCache(2);
    await read('a1', answer('a'));
    await read('b1', answer('b'));
    await read('c1', answer('c'));
    expect(await read('a1', answer('a'))).toBe('loaded');
    // a1 came back (evicting b1): a change of its user drops it again, and c1 stays.
    cache.changed('a');
    expect(await read('c1', answer('c'))).toBe('kept');
    expect(await read('a1', answer('a'))).toBe('loaded');
    expect(await read('b1', answer('b'))).toBe('loaded');
  });

  it('keeps nothing read while its user changed, nor while notifications cannot be relied on', async () => {
    const { cache } = listeningCache();
    let loads = 0;
    const changedWhileRead = async () => {
      loads += 1;
      cache.changed('a');
      return answer('a');
    };
    await cache.read('k', changedWhileRead);
    await cache.read('k', changedWhileRead);
    expect(loads).toBe(2);
    cache.listening(false);
    const load = async () => ((loads += 1), answer('b'));
    await cache.read('b1', load);
    await cache.read('b1', load);
    expect(loads).toBe(4);
  });
});
