import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BookingStatus } from '@hostdeck/contract/reservations/booking.schemas';
import type { Database } from '../client';
import { units } from '../schema/properties.table';
import { bookings, type NewBookingRow } from '../schema/reservations.table';
import { users } from '../schema/users.table';
import { GUESTS } from './demo-guests';
import { createRng } from './prng';
import { createSeedClock } from './seed-clock';
import { createSeedIds } from './seed-ids';

/**
 * Opt-in volume for performance checks (issue 13, the reservation lists at 100,000 rows):
 * `SEED_BOOKINGS=100000` adds that many bookings to agency@demo.test when the demo seed runs (an
 * empty database). They lie on each of the agency's units back to back, never overlapping each other
 * or the demo's own stays: nine in ten in the past, before the demo's history (completed, reviewed,
 * cancelled), one in ten after the demo's future (confirmed, a few cancelled), so every tab of the
 * list has many rows. Guests combine the demo's first and last names, so a name search finds
 * hundreds, a booking code one.
 */
export const EXTRA_BOOKINGS_ENV = 'SEED_BOOKINGS';
const EXTRA_BOOKINGS_HOST = 'agency@demo.test';
const MAX_EXTRA_BOOKINGS = 1_000_000;
/** Rows per INSERT: 1,000 rows of ~20 columns stay well under PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;
/** The agency's demo stays run from 60 days back to 90 days ahead (seed.ts); keep clear of them. */
const PAST_START_OFFSET = -75;
const FUTURE_START_OFFSET = 100;
const FUTURE_SHARE = 0.1;

const PAST_STATUSES: readonly BookingStatus[] = [
  ...Array<BookingStatus>(6).fill('COMPLETED'),
  ...Array<BookingStatus>(6).fill('REVIEW_COLLECTED'),
  ...Array<BookingStatus>(3).fill('NO_REVIEW_COLLECTED'),
  'CANCELLED_BY_GUEST',
  'CANCELLED_BY_GUEST',
  'CANCELLED_BY_OWNER',
  'CANCELLED',
  'CANCELLED',
];
const FUTURE_STATUSES: readonly BookingStatus[] = [
  ...Array<BookingStatus>(17).fill('CONFIRMED'),
  'CANCELLED_BY_GUEST',
  'CANCELLED_BY_GUEST',
  'CANCELLED_BY_OWNER',
];
const SOURCES: readonly NewBookingRow['source'][] = [
  'platform',
  'platform',
  'platform',
  'booking_request',
  'manual',
  'external',
];
const PAYMENT_OPTIONS = ['online_100', 'online_30_70_split', 'online_50'] as const;

/** The requested count from the environment; 0 (off) unless it is a positive integer. */
export function extraBookingsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env[EXTRA_BOOKINGS_ENV] ?? '0');
  return Number.isInteger(value) && value > 0 ? Math.min(value, MAX_EXTRA_BOOKINGS) : 0;
}

export async function seedExtraBookings(
  db: Database,
  count: number,
  now = new Date(),
): Promise<{ bookings: number }> {
  if (count <= 0) return { bookings: 0 };
  const [host] = await db.select({ id: users.id }).from(users).where(eq(users.email, EXTRA_BOOKINGS_HOST));
  if (!host) throw new Error(`${EXTRA_BOOKINGS_ENV} needs the demo host ${EXTRA_BOOKINGS_HOST}`);
  const hostUnits = await db
    .select({ id: units.id, pricePerNight: units.pricePerNight, guests: units.guests })
    .from(units)
    .where(
      and(
        eq(units.hostId, host.id),
        isNull(units.deletedAt),
        inArray(units.state, ['PUBLISHED', 'UNPUBLISHED']),
      ),
    )
    .orderBy(units.id);
  if (hostUnits.length === 0) throw new Error(`${EXTRA_BOOKINGS_HOST} has no listed unit to book`);
  // Codes already taken by the demo seed: the generator below skips them too.
  const taken = new Set(
    (await db.select({ publicId: bookings.publicId }).from(bookings)).map(({ publicId }) => publicId),
  );

  const rng = createRng(0x5eed_b00c ^ count);
  const ids = createSeedIds(rng);
  const clock = createSeedClock(now);
  const timelines = hostUnits.map(() => ({ past: PAST_START_OFFSET, future: FUTURE_START_OFFSET }));

  const makeRow = (index: number): NewBookingRow => {
    const unitIndex = index % hostUnits.length;
    const unit = hostUnits[unitIndex]!;
    const timeline = timelines[unitIndex]!;
    const nights = rng.int(2, 9);
    const gap = rng.int(0, 6);
    const future = rng.chance(FUTURE_SHARE);
    let checkInOffset: number;
    if (future) {
      checkInOffset = timeline.future + gap;
      timeline.future = checkInOffset + nights;
    } else {
      checkInOffset = timeline.past - gap - nights;
      timeline.past = checkInOffset;
    }
    const status = rng.pick(future ? FUTURE_STATUSES : PAST_STATUSES);
    const [firstName] = rng.pick(GUESTS);
    const [, lastName, countryCode] = rng.pick(GUESTS);
    // Booked some days to months ahead of the stay; a stay still ahead was booked within the last year.
    const createdAt = clock.fromNow(
      future ? -rng.int(1, 365) - rng.next() : checkInOffset - rng.int(3, 120) - rng.next(),
    );
    const cancelled = status.startsWith('CANCELLED');
    const guests = rng.int(1, Math.max(1, unit.guests ?? 2));
    let publicId = ids.publicId('booking', 8);
    while (taken.has(publicId)) publicId = ids.publicId('booking', 8);
    return {
      id: ids.uuid(),
      publicId,
      hostId: host.id,
      unitId: unit.id,
      guestFirstName: firstName,
      guestLastName: lastName,
      guestEmail: `${firstName}.${lastName}.${index}@guest.example.com`
        .normalize('NFD')
        .replace(/[^A-Za-z0-9.@-]/g, '')
        .toLowerCase(),
      guestPhone: rng.chance(0.125)
        ? null
        : `+${rng.int(30, 49)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      guestCountryCode: countryCode,
      guests,
      children: guests > 2 ? rng.int(0, guests - 2) : 0,
      infants: rng.chance(0.1) ? 1 : 0,
      checkIn: clock.day(checkInOffset),
      checkOut: clock.day(checkInOffset + nights),
      totalPrice: (unit.pricePerNight ?? 10_000) * nights + 4_000,
      currency: 'EUR',
      status,
      source: rng.pick(SOURCES),
      paymentOption: rng.pick(PAYMENT_OPTIONS),
      cancelledBy: status === 'CANCELLED_BY_OWNER' ? 'OWNER' : cancelled ? 'GUEST' : null,
      cancelReason: cancelled
        ? status === 'CANCELLED_BY_OWNER'
          ? 'PROPERTY_UNAVAILABLE'
          : 'GUEST_REQUEST'
        : null,
      cancelledAt: cancelled
        ? new Date(Math.min(createdAt.getTime() + 86_400_000, now.getTime() - 60_000))
        : null,
      createdAt,
      updatedAt: createdAt,
    };
  };

  await db.transaction(async (tx) => {
    for (let start = 0; start < count; start += BATCH) {
      const rows: NewBookingRow[] = [];
      for (let index = start; index < Math.min(count, start + BATCH); index += 1) rows.push(makeRow(index));
      await tx.insert(bookings).values(rows);
    }
  });
  // PGlite has no autovacuum: fresh statistics for the planner, and a visibility map so counts can
  // read the indexes alone (decision 0009 says the same of the extra units).
  await db.execute(sql`vacuum analyze bookings`);
  return { bookings: count };
}
