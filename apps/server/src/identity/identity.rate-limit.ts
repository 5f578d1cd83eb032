import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema/identity.table';

/**
 * Failed-login counters per account and per client IP, in the database so every replica sees the
 * same counts (docs/decisions/0002-login-rate-limit.md). A fixed window: the first failure opens
 * it, it closes `windowSeconds` later.
 */
export interface LoginRateLimit {
  windowSeconds: number;
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 10,
  maxFailuresPerIp: 30,
};

export interface RateLimitVerdict {
  limited: boolean;
  /** Seconds until the blocking window closes (0 when not limited). */
  retryAfterSeconds: number;
}

export interface LoginRateLimiter {
  check(email: string, ip: string): Promise<RateLimitVerdict>;
  recordFailure(email: string, ip: string): Promise<void>;
  /** A successful login clears the account's counter (not the IP's: one good password must not unlock guessing others). */
  reset(email: string): Promise<void>;
  sweep(): Promise<void>;
}

const accountKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

export function createLoginRateLimiter(
  db: Database,
  limits: LoginRateLimit = DEFAULT_LOGIN_RATE_LIMIT,
): LoginRateLimiter {
  const windowMs = limits.windowSeconds * 1000;

  async function bump(key: string, now: Date): Promise<void> {
    const windowOpenedBefore = new Date(now.getTime() - windowMs).toISOString();
    const expired = sql`${loginFailures.windowStartedAt} <= ${windowOpenedBefore}::timestamptz`;
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        // One statement, so concurrent failures on two replicas both count.
        set: {
          failures: sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${loginFailures.windowStartedAt} end`,
        },
      });
  }

  return {
    async check(email, ip) {
      const now = Date.now();
      const keys = [accountKey(email), ipKey(ip)];
      const rows = await db.select().from(loginFailures).where(inArray(loginFailures.key, keys));
      let retryAfterMs = 0;
      for (const row of rows) {
        const closesAt = row.windowStartedAt.getTime() + windowMs;
        const max = row.key.startsWith('ip:') ? limits.maxFailuresPerIp : limits.maxFailuresPerAccount;
        if (closesAt > now && row.failures >= max) retryAfterMs = Math.max(retryAfterMs, closesAt - now);
      }
      return { limited: retryAfterMs > 0, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
    },
    async recordFailure(email, ip) {
      const now = new Date();
      await bump(accountKey(email), now);
      await bump(ipKey(ip), now);
    },
    async reset(email) {
      await db.delete(loginFailures).where(inArray(loginFailures.key, [accountKey(email)]));
    },
    async sweep() {
      await db
        .delete(loginFailures)
        .where(and(lt(loginFailures.windowStartedAt, new Date(Date.now() - windowMs))));
    },
  };
}
