import { createHash } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema/identity.table';

/**
 * How failed logins slow down the next attempts (docs/decisions/0002-login-rate-limit.md). Nothing
 * is ever locked: a counter only makes the next attempt wait, and only from the address that failed.
 */
export interface LoginThrottlePolicy {
  /** Failures of one account from one address that cost nothing; each one after that waits. */
  freeFailuresPerPair: number;
  /** Failures from one address across every account before its attempts wait (the coarser ceiling). */
  freeFailuresPerAddress: number;
  /** The first wait; each further failure doubles it. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A counter with no failure for this long starts again from zero. */
  forgetAfterSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE_POLICY: LoginThrottlePolicy = {
  freeFailuresPerPair: 5,
  freeFailuresPerAddress: 30,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  // Longer than the longest wait, so an attacker who keeps trying never gets the free attempts back.
  forgetAfterSeconds: 60 * 60,
};

export interface FailureCounter {
  failures: number;
  lastFailureAt: Date;
}

/**
 * Where the counters live. The default keeps them in the database every replica already shares; a
 * store for a shared cache would implement the same four calls. `addFailure` must be atomic across
 * processes (one increment per call, whoever else is counting).
 */
export interface LoginThrottleStore {
  read(keys: readonly string[]): Promise<Map<string, FailureCounter>>;
  /** One more failure, counting from one again when the last was before `forgetBefore`; the counter after it. */
  addFailure(key: string, now: Date, forgetBefore: Date): Promise<FailureCounter>;
  clear(key: string): Promise<void>;
  /** Drops counters whose last failure was before `before`. */
  sweep(before: Date): Promise<void>;
}

/** Failures still remembered at `now` (a forgotten counter counts none). */
function liveFailures(counter: FailureCounter | undefined, policy: LoginThrottlePolicy, now: number): number {
  if (!counter) return 0;
  const forgotten = now - counter.lastFailureAt.getTime() >= policy.forgetAfterSeconds * 1000;
  return forgotten ? 0 : counter.failures;
}

/** Whole seconds the next attempt must wait after this counter (0: it may go at once). */
export function waitSeconds(
  counter: FailureCounter | undefined,
  freeFailures: number,
  policy: LoginThrottlePolicy,
  now: number,
): number {
  const failures = liveFailures(counter, policy, now);
  if (!counter || failures < freeFailures) return 0;
  const delaySeconds = Math.min(
    policy.maxDelaySeconds,
    policy.firstDelaySeconds * 2 ** (failures - freeFailures),
  );
  const waitMs = counter.lastFailureAt.getTime() + delaySeconds * 1000 - now;
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /**
   * Before a password is checked: refuses the attempt while this account-and-address pair or this
   * address must wait; otherwise lets it through and counts it against the pair until it succeeds
   * (counted first, so a burst of parallel guesses cannot all slip in before the first failure lands).
   */
  begin(subject: string, ip: string): Promise<AttemptVerdict>;
  /** The password was wrong: the address's ceiling counts it too. */
  failed(ip: string): Promise<void>;
  /** The password was right: the pair starts again (the address keeps its count). */
  succeeded(subject: string, ip: string): Promise<void>;
  /** Seconds this address must wait before any attempt (registration checks only this). */
  addressWait(ip: string): Promise<number>;
  sweep(): Promise<void>;
}

/** The subject (an email or `account:<id>`) is hashed: the store never holds what someone typed. */
const pairKey = (subject: string, ip: string) =>
  `pair:${createHash('sha256').update(`${ip}\n${subject.trim().toLowerCase()}`).digest('base64url')}`;
const addressKey = (ip: string) => `ip:${ip}`;

export function createLoginThrottle(
  store: LoginThrottleStore,
  policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE_POLICY,
  clock: () => number = Date.now,
): LoginThrottle {
  const forgetBefore = (now: number) => new Date(now - policy.forgetAfterSeconds * 1000);

  return {
    async begin(subject, ip) {
      const now = clock();
      const pair = pairKey(subject, ip);
      const counters = await store.read([pair, addressKey(ip)]);
      const before = counters.get(pair);
      const wait = Math.max(
        waitSeconds(before, policy.freeFailuresPerPair, policy, now),
        waitSeconds(counters.get(addressKey(ip)), policy.freeFailuresPerAddress, policy, now),
      );
      if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
      const after = await store.addFailure(pair, new Date(now), forgetBefore(now));
      if (after.failures !== liveFailures(before, policy, now) + 1) {
        // Another attempt on the same pair got in between the read and the count: it went first,
        // this one waits its turn like any attempt after it.
        const turn = waitSeconds(after, policy.freeFailuresPerPair, policy, now);
        if (turn > 0) return { allowed: false, retryAfterSeconds: turn };
      }
      return { allowed: true };
    },
    async failed(ip) {
      const now = clock();
      await store.addFailure(addressKey(ip), new Date(now), forgetBefore(now));
    },
    async succeeded(subject, ip) {
      await store.clear(pairKey(subject, ip));
    },
    async addressWait(ip) {
      const now = clock();
      const counters = await store.read([addressKey(ip)]);
      return waitSeconds(counters.get(addressKey(ip)), policy.freeFailuresPerAddress, policy, now);
    },
    async sweep() {
      await store.sweep(forgetBefore(clock()));
    },
  };
}

/** The counters in the database: one row per key, so every replica and every restart sees them. */
export function createDatabaseThrottleStore(db: Database): LoginThrottleStore {
  return {
    async read(keys) {
      const rows = await db
        .select()
        .from(loginFailures)
        .where(inArray(loginFailures.key, [...keys]));
      return new Map(rows.map((row) => [row.key, row]));
    },
    async addFailure(key, now, forgetBefore) {
      const forgotten = sql`${loginFailures.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz`;
      // One statement, so failures counted at once on two replicas are both counted.
      const [row] = await db
        .insert(loginFailures)
        .values({ key, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${forgotten} then 1 else ${loginFailures.failures} + 1 end`,
            lastFailureAt: now,
          },
        })
        .returning();
      if (!row) throw new Error('login failure upsert returned nothing');
      return row;
    },
    async clear(key) {
      await db.delete(loginFailures).where(inArray(loginFailures.key, [key]));
    },
    async sweep(before) {
      await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, before));
    },
  };
}
