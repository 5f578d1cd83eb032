import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { loginFailures } from '../db/schema/identity.table';
import {
  createDatabaseThrottleStore,
  createLoginThrottle,
  DEFAULT_LOGIN_THROTTLE_POLICY,
  waitSeconds,
  type LoginThrottle,
} from './identity.rate-limit';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase(inject('testDatabaseTemplate'));
});

afterAll(async () => {
  await handle.close();
});

const policy = DEFAULT_LOGIN_THROTTLE_POLICY;
/** An address ceiling low enough to reach in a few lines. */
const lowCeiling = { ...policy, freeFailuresPerAddress: 8 };

/** A throttle on the real store with a clock the test moves. */
function throttleAt(start = Date.UTC(2030, 0, 1), rules = policy) {
  const clock = { now: start };
  const throttle = createLoginThrottle(createDatabaseThrottleStore(handle.db), rules, () => clock.now);
  return { throttle, advance: (seconds: number) => (clock.now += seconds * 1000) };
}

/** One wrong password, as the login page makes it: begin, then the failure. */
async function fail(throttle: LoginThrottle, subject: string, ip: string) {
  const verdict = await throttle.begin(subject, ip);
  if (verdict.allowed) await throttle.failed(ip);
  return verdict;
}

describe('waitSeconds', () => {
  const at = (failures: number, secondsAgo: number, now = 1_000_000) => ({
    failures,
    lastFailureAt: new Date(now - secondsAgo * 1000),
  });

  it('is free up to the allowance, then doubles from the first delay up to the cap', () => {
    const now = 1_000_000;
    expect(waitSeconds(undefined, 5, policy, now)).toBe(0);
    expect(waitSeconds(at(4, 0), 5, policy, now)).toBe(0);
    expect([5, 6, 7, 8, 9].map((failures) => waitSeconds(at(failures, 0), 5, policy, now))).toEqual([
      1, 2, 4, 8, 16,
    ]);
    expect(waitSeconds(at(40, 0), 5, policy, now)).toBe(policy.maxDelaySeconds);
    // The wait runs from the last failure.
    expect(waitSeconds(at(7, 3), 5, policy, now)).toBe(1);
    expect(waitSeconds(at(7, 4), 5, policy, now)).toBe(0);
  });

  it('forgets a counter after a quiet hour', () => {
    expect(waitSeconds(at(40, policy.forgetAfterSeconds), 5, policy, 1_000_000_000)).toBe(0);
  });
});

describe('login throttle', () => {
  it('slows the attacking address with growing waits while the owner logs in from another at once', async () => {
    const { throttle, advance } = throttleAt();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await fail(throttle, 'owner@x.test', '203.0.113.9')).toEqual({ allowed: true });
    }
    expect(await throttle.begin('owner@x.test', '203.0.113.9')).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    // The owner, elsewhere, is not slowed at all; the account is never locked.
    expect(await throttle.begin('Owner@x.test', '198.51.100.4')).toEqual({ allowed: true });
    await throttle.succeeded('owner@x.test', '198.51.100.4');

    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const verdict = await throttle.begin('owner@x.test', '203.0.113.9');
      if (verdict.allowed) throw new Error('expected a wait');
      waits.push(verdict.retryAfterSeconds);
      advance(verdict.retryAfterSeconds);
      expect(await fail(throttle, 'owner@x.test', '203.0.113.9')).toEqual({ allowed: true });
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // An attempt during the wait is refused without being counted: the wait does not grow from it.
    expect(await throttle.begin('owner@x.test', '203.0.113.9')).toEqual({
      allowed: false,
      retryAfterSeconds: 16,
    });
    advance(10);
    expect(await throttle.begin('owner@x.test', '203.0.113.9')).toEqual({
      allowed: false,
      retryAfterSeconds: 6,
    });
  });

  it('starts the pair again after a success, but not the address', async () => {
    const { throttle, advance } = throttleAt(undefined, lowCeiling);
    for (let attempt = 0; attempt < 5; attempt += 1) await fail(throttle, 'host@x.test', '192.0.2.1');
    expect((await throttle.begin('host@x.test', '192.0.2.1')).allowed).toBe(false);
    advance(1);
    expect(await throttle.begin('host@x.test', '192.0.2.1')).toEqual({ allowed: true });
    await throttle.succeeded('host@x.test', '192.0.2.1');
    // Five free failures again for the pair...
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await fail(throttle, 'host@x.test', '192.0.2.1')).toEqual({ allowed: true });
    }
    // ...while the address keeps its eight failures and now reaches its ceiling.
    expect(await throttle.addressWait('192.0.2.1')).toBe(1);
  });

  it('puts a ceiling on one address trying many accounts', async () => {
    const { throttle } = throttleAt(undefined, lowCeiling);
    for (let i = 0; i < 8; i += 1) {
      expect(await fail(throttle, `user${i}@spray.test`, '192.0.2.77')).toEqual({ allowed: true });
    }
    expect(await throttle.begin('fresh@spray.test', '192.0.2.77')).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await throttle.begin('fresh@spray.test', '192.0.2.78')).toEqual({ allowed: true });
  });

  it('lets only one of two parallel attempts past the last free one', async () => {
    const { throttle } = throttleAt();
    for (let attempt = 0; attempt < 4; attempt += 1) await fail(throttle, 'race@x.test', '192.0.2.5');
    const verdicts = await Promise.all([
      throttle.begin('race@x.test', '192.0.2.5'),
      throttle.begin('race@x.test', '192.0.2.5'),
    ]);
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(1);
  });

  it('never stores what was typed as the account, and sweeps forgotten counters', async () => {
    const { throttle, advance } = throttleAt(Date.UTC(2031, 0, 1));
    await fail(throttle, 'secret-address@x.test', '192.0.2.200');
    const keys = (await handle.db.select().from(loginFailures)).map((row) => row.key);
    expect(keys.some((key) => key.includes('secret-address'))).toBe(false);
    expect(keys).toContain('ip:192.0.2.200');
    advance(policy.forgetAfterSeconds + 1);
    await throttle.sweep();
    expect(await handle.db.select().from(loginFailures)).toHaveLength(0);
  });
});
