import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { bookingRequests, bookings, bookingSearchText, inquiries } from '../../db/schema/reservations.table';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

/**
 * Every way a host can order or search the reservation lists has an index (decision 0034). The
 * demo tables are small, so the planner would rightly read them whole and sort them; with
 * sequential scans and full sorts priced out it shows whether an index can answer the query at
 * all: no full read of the table, and no sort of all the host's rows (an incremental sort after an
 * index, for the id that breaks ties, is what a page needs).
 */
async function plan(db: Database, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const explained = (await tx.execute(
      sql.raw(`explain ${text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))}`),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

function expectIndexed(explained: string, table: string) {
  expect(explained).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
  expect(explained).not.toMatch(/(^|->)\s*Sort\s+\(cost/m);
}

describe('reservation list indexes', () => {
  let t: TestApp;
  let hostId: string;
  beforeAll(async () => {
    t = await createTestApp();
    hostId = await t.userIdOf(demo.agency);
  });
  afterAll(async () => {
    await t?.close();
  });

  const lists: {
    name: string;
    table: PgTable & { id: AnyPgColumn; hostId: AnyPgColumn };
    sorts: Record<string, (SQL | AnyPgColumn)[]>;
  }[] = [
    {
      name: 'bookings',
      table: bookings,
      sorts: {
        createdAt: [bookings.createdAt],
        checkIn: [bookings.checkIn],
        checkOut: [bookings.checkOut],
        lastName: [sql`lower(${bookings.guestLastName})`],
        guests: [sql`lower(${bookings.guestFirstName})`, sql`lower(${bookings.guestLastName})`],
      },
    },
    {
      name: 'booking_requests',
      table: bookingRequests,
      sorts: {
        createdAt: [bookingRequests.createdAt],
        checkIn: [bookingRequests.checkIn],
        checkOut: [bookingRequests.checkOut],
        lastName: [sql`lower(${bookingRequests.guestLastName})`],
        guests: [sql`lower(${bookingRequests.guestFirstName})`, sql`lower(${bookingRequests.guestLastName})`],
      },
    },
    {
      name: 'inquiries',
      table: inquiries,
      sorts: {
        createdAt: [inquiries.createdAt],
        checkIn: [inquiries.checkIn],
        checkOut: [inquiries.checkOut],
        lastName: [sql`lower(${inquiries.customerLastName})`],
        guests: [sql`lower(${inquiries.customerFirstName})`, sql`lower(${inquiries.customerLastName})`],
      },
    },
  ];

  for (const list of lists) {
    for (const [sort, keys] of Object.entries(list.sorts)) {
      for (const direction of ['asc', 'desc'] as const) {
        it(`${list.name}: a page sorted by ${sort} ${direction} reads an index`, async () => {
          const order = keys.map((key) => (direction === 'asc' ? asc(key) : desc(key)));
          const query = t.db
            .select({ id: list.table.id })
            .from(list.table)
            .where(eq(list.table.hostId, hostId))
            .orderBy(...order, asc(list.table.id))
            .limit(20);
          expectIndexed(await plan(t.db, query), list.name);
        });
      }
    }
  }

  it('bookings: the search reads the trigram index on the names and the code', async () => {
    // Without the host's condition, only that index can stand in for reading the whole table.
    const query = t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(ilike(bookingSearchText(bookings), '%schneider%'));
    const explained = await plan(t.db, query);
    expect(explained).toContain('bookings_search_trgm_idx');
    expect(explained).not.toMatch(/Seq Scan on bookings\b/);
  });

  it('bookings: every tab is counted from an index', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tabs: SQL[] = [
      sql`${bookings.status} = 'CONFIRMED' and ${bookings.checkOut} >= ${today}`,
      sql`${bookings.status} = 'CONFIRMED' and ${bookings.checkIn} >= ${today}`,
      sql`${bookings.status} in ('CANCELLED', 'CANCELLED_BY_GUEST', 'CANCELLED_BY_OWNER')`,
      sql`(${bookings.status} in ('COMPLETED', 'REVIEW_COLLECTED') or (${bookings.status} = 'CONFIRMED' and ${bookings.checkOut} < ${today}))`,
    ];
    for (const tab of tabs) {
      const query = t.db
        .select({ n: sql<number>`count(*)` })
        .from(bookings)
        .where(and(eq(bookings.hostId, hostId), tab));
      expect(await plan(t.db, query)).not.toMatch(/Seq Scan on bookings\b/);
    }
  });
});
