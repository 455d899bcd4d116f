import type * as RolloutModule from '../rollout';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';

type Rollout = typeof RolloutModule;

/** A fresh copy of the module: the visitor id is kept per page. */
function freshRollout(): Rollout {
  let module: Rollout | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<Rollout>('../rollout');
  });
  if (!module) throw new Error('rollout.ts did not load');
  return module;
}

const CANARY = 'https://cdn.test/platform/0.2.0/mf-manifest.json';
const STABLE = 'https://cdn.test/platform/0.1.0/mf-manifest.json';

/** Deterministic ids in the stored format (32 hex digits). */
function ids(count: number): string[] {
  let seed = 42;
  return Array.from({ length: count }, () =>
    Array.from({ length: 4 }, () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed.toString(16).padStart(8, '0');
    }).join(''),
  );
}

afterEach(() => {
  localStore.remove(...Object.values(storageKeys));
  sessionStore.remove(...Object.values(sessionKeys));
  jest.restoreAllMocks();
});

describe('bucketOf', () => {
  const { bucketOf } = freshRollout();

  it('gives the same visitor the same bucket for the same canary', () => {
    const [visitor = ''] = ids(1);
    expect(bucketOf(visitor, 'platform', CANARY)).toBe(bucketOf(visitor, 'platform', CANARY));
  });

  it('draws anew for a new canary URL', () => {
    const visitors = ids(200);
    const moved = visitors.filter(
      (v) => bucketOf(v, 'platform', CANARY) !== bucketOf(v, 'platform', CANARY.replace('0.2.0', '0.3.0')),
    );
    expect(moved.length).toBeGreaterThan(180);
  });

  it.each([10, 50])('puts %i %% of 10,000 visitors in the canary, within ±2 %%', (percent) => {
    const inCanary = ids(10_000).filter((v) => bucketOf(v, 'platform', CANARY) < percent).length;
    expect(Math.abs(inCanary / 100 - percent)).toBeLessThanOrEqual(2);
  });

  it('spreads visitors over every bucket', () => {
    const buckets = new Set(ids(10_000).map((v) => bucketOf(v, 'marketing', CANARY)));
    expect(buckets.size).toBe(100);
  });
});

describe('canaryPercent', () => {
  const { canaryPercent } = freshRollout();

  it.each([0, 1, 50, 100])('keeps %p', (percent) => {
    expect(canaryPercent(percent)).toBe(percent);
  });

  it.each([-1, 101, Number.NaN, Infinity, '50', null, undefined])('reads %p as no canary', (percent) => {
    expect(canaryPercent(percent)).toBe(0);
  });
});

describe('visitorId', () => {
  it('keeps a stored id', () => {
    localStore.setString(storageKeys.rolloutVisitorId, 'a'.repeat(32));
    expect(freshRollout().visitorId()).toBe('a'.repeat(32));
  });

  it('replaces a corrupt id with a new one and stores it', () => {
    localStore.setString(storageKeys.rolloutVisitorId, '<script>');
    const id = freshRollout().visitorId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStore.getString(storageKeys.rolloutVisitorId)).toBe(id);
  });

  it('keeps one id for the page when storage is disabled', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const rollout = freshRollout();
    expect(rollout.visitorId()).toMatch(/^[0-9a-f]{32}$/);
    expect(rollout.visitorId()).toBe(rollout.visitorId());
  });
});

describe('candidatesFor', () => {
  /** A visitor id whose bucket for the canary is below (inside) or at least (outside) `percent`. */
  function visitor(inside: boolean, percent = 50): string {
    const { bucketOf } = freshRollout();
    const found = ids(100).find((v) => bucketOf(v, 'platform', CANARY) < percent === inside);
    if (!found) throw new Error('no such visitor');
    localStore.setString(storageKeys.rolloutVisitorId, found);
    return found;
  }
  const entry = (percent: unknown) => ({ url: STABLE, canary: { url: CANARY, percent: percent as number } });

  it('gives a visitor in the share the canary, then stable', () => {
    visitor(true);
    expect(freshRollout().candidatesFor('platform', entry(50))).toEqual([
      { role: 'canary', url: CANARY, integrity: undefined },
      { role: 'stable', url: STABLE, integrity: undefined },
    ]);
  });

  it('gives a visitor outside the share stable only', () => {
    visitor(false);
    expect(
      freshRollout()
        .candidatesFor('platform', entry(50))
        .map((c) => c.role),
    ).toEqual(['stable']);
  });

  it('gives everyone the canary at 100 % and nobody at 0 %', () => {
    visitor(false);
    expect(freshRollout().candidatesFor('platform', entry(100))[0]?.role).toBe('canary');
    expect(freshRollout().candidatesFor('platform', entry(0))[0]?.role).toBe('stable');
  });

  it('ignores a bad percent', () => {
    visitor(true);
    expect(freshRollout().candidatesFor('platform', entry('50'))[0]?.role).toBe('stable');
  });

  it('keeps stable for the rest of the visit once the canary was left', () => {
    visitor(true);
    const rollout = freshRollout();
    rollout.rememberCanaryFallback(CANARY);
    expect(sessionStore.getString(sessionKeys.canaryFallbacks)).toContain(CANARY);
    expect(rollout.candidatesFor('platform', entry(50))[0]?.role).toBe('stable');
  });

  it('adds the last known good version after stable when it differs', () => {
    const rollout = freshRollout();
    const old = 'https://cdn.test/platform/0.0.9/mf-manifest.json';
    rollout.rememberKnownGood('platform', { role: 'stable', url: old, integrity: 'sha384-x' });
    expect(rollout.candidatesFor('platform', STABLE)).toEqual([
      { role: 'stable', url: STABLE, integrity: undefined },
      { role: 'last-known-good', url: old, integrity: 'sha384-x' },
    ]);
  });

  it('does not add a last known good version that is the stable one, or not an http(s) URL', () => {
    const rollout = freshRollout();
    rollout.rememberKnownGood('platform', { role: 'stable', url: STABLE });
    rollout.rememberKnownGood('marketing', { role: 'stable', url: 'javascript:alert(1)' });
    expect(rollout.candidatesFor('platform', STABLE)).toHaveLength(1);
    expect(rollout.candidatesFor('marketing', STABLE)).toHaveLength(1);
  });

  it('never remembers a preview as known good', () => {
    const rollout = freshRollout();
    rollout.rememberKnownGood('platform', { role: 'preview', url: 'https://cdn.test/preview/mf-manifest.json' });
    expect(localStore.getString(storageKeys.lastKnownGoodRemotes)).toBeNull();
  });

  it('gives a preview alone', () => {
    const preview = 'https://cdn.test/preview/mf-manifest.json';
    expect(freshRollout().candidatesFor('platform', entry(100), preview)).toEqual([{ role: 'preview', url: preview }]);
  });
});
