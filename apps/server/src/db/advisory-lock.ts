import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The first half of every advisory lock key the app takes ('HD'), so other software's keys cannot clash. */
const LOCK_NAMESPACE = 0x4844;

/** One key per piece of work that must run on one replica at a time. Never reuse a number. */
export const ADVISORY_LOCKS = {
  bookingRequestExpiry: 1,
} as const;

type AdvisoryLock = (typeof ADVISORY_LOCKS)[keyof typeof ADVISORY_LOCKS];

/**
 * Runs `work` in a transaction that holds the advisory lock `lock`, or answers `null` at once when
 * another connection holds it (another replica running the same job right now). The lock ends with
 * the transaction, so a replica that dies mid-run cannot leave it taken. On PGlite there is one
 * connection and one transaction at a time: the lock is always free, and taking it costs nothing.
 */
export async function withTryAdvisoryLock<T>(
  db: Database,
  lock: AdvisoryLock,
  work: (tx: Database) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    // Both drivers answer `execute` with `{ rows }`; the shared Database type leaves the result open.
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${lock}::int) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (result.rows[0]?.locked !== true) return null;
    return work(tx);
  });
}

/**
 * Holds, until `tx` ends, a lock named by `name`: transactions that take the same name run one after
 * another. Names hash into the single-number key space, which never overlaps the two-number keys
 * above. On PGlite it is always free, as above.
 */
export async function lockByName(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
