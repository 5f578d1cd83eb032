import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users.table';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function searchHostRows(
  db: Database,
  options: { search: string | undefined; offset: number; limit: number },
) {
  const conditions: SQL[] = [eq(users.role, 'host')];
  if (options.search) {
    const pattern = likePattern(options.search);
    const match = or(
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.companyName, pattern),
      ilike(users.alias, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.email))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
