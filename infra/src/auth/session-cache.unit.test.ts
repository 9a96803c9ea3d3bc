import { describe, expect, it } from 'vitest';
import { SessionCache, announceSessionsChanged } from './session-cache.ts';

const alice = { name: 'alice' };
const far = Date.now() + 3_600_000;

const listeningCache = (now: () => number = Date.now) => {
  const cache = new SessionCache<typeof alice>(now);
  cache.setListening(true);
  return cache;
};

describe('the session cache', () => {
  it('answers a session it was given, until that user is announced as changed in this process', () => {
    const cache = listeningCache();
    cache.set('k1', { user: alice, userId: 'u-alice', expiresAtMs: far }, cache.generation());
    expect(cache.get('k1')).toBe(alice);
    announceSessionsChanged('u-bob');
    expect(cache.get('k1')).toBe(alice);
    announceSessionsChanged('u-alice');
    expect(cache.get('k1')).toBeNull();
    cache.close();
  });

  it('does not keep a lookup that raced with a change (the change came between read and store)', () => {
    const cache = listeningCache();
    const before = cache.generation();
    cache.forgetUser('u-alice'); // the sign-out committed while the lookup was on its way
    cache.set('k1', { user: alice, userId: 'u-alice', expiresAtMs: far }, before);
    expect(cache.get('k1')).toBeNull();
    cache.close();
  });

  it('caches nothing while it cannot hear other processes, and starts empty when it can again', () => {
    const cache = new SessionCache<typeof alice>();
    cache.set('k1', { user: alice, userId: 'u-alice', expiresAtMs: far }, cache.generation());
    expect(cache.get('k1')).toBeNull();
    cache.setListening(true);
    cache.set('k1', { user: alice, userId: 'u-alice', expiresAtMs: far }, cache.generation());
    expect(cache.get('k1')).toBe(alice);
    cache.setListening(false);
    expect(cache.get('k1')).toBeNull();
    cache.setListening(true);
    expect(cache.get('k1')).toBeNull();
    cache.close();
  });

  it('lets a session go when it expires, and after 30 s in any case', () => {
    let now = 1_000_000;
    const cache = listeningCache(() => now);
    cache.set('short', { user: alice, userId: 'u-alice', expiresAtMs: now + 5_000 }, cache.generation());
    cache.set('long', { user: alice, userId: 'u-alice', expiresAtMs: now + 3_600_000 }, cache.generation());
    now += 5_000;
    expect(cache.get('short')).toBeNull();
    expect(cache.get('long')).toBe(alice);
    now += 25_000;
    expect(cache.get('long')).toBeNull();
    cache.close();
  });
});
