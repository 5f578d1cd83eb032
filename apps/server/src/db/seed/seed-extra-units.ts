import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { properties, units, type NewPropertyRow, type NewUnitRow } from '../schema/properties.table';
import { users } from '../schema/users.table';
import { createRng } from './prng';
import { createSeedIds } from './seed-ids';

/**
 * Opt-in volume for performance checks (issue 3 "list endpoint p95 with 5,000 units"):
 * `SEED_EXTRA_UNITS=5000` adds that many units to agency@demo.test when the demo seed runs.
 * Half sit in single-unit properties, half in multi-unit residences of ten units, so both list
 * shapes and the unit-title search are exercised. No photos: they would only test the disk.
 */
export const EXTRA_UNITS_ENV = 'SEED_EXTRA_UNITS';
export const EXTRA_UNITS_HOST = 'agency@demo.test';
const UNITS_PER_RESIDENCE = 10;
const STATES: NewUnitRow['state'][] = ['PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'UNPUBLISHED', 'IN_PROGRESS'];
const WORDS = [
  'Harbour',
  'Olive',
  'Pine',
  'Stone',
  'Lavender',
  'Coral',
  'Sunset',
  'Marina',
  'Vineyard',
  'Cliff',
];
const KINDS = ['Apartment', 'Studio', 'Villa', 'House', 'Loft'];
const BATCH = 400;

/** The requested count from the environment; 0 (off) unless it is a positive integer. */
export function extraUnitsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env[EXTRA_UNITS_ENV] ?? '0');
  return Number.isInteger(value) && value > 0 ? Math.min(value, 100_000) : 0;
}

export async function seedExtraUnits(
  db: Database,
  count: number,
  now = new Date(),
): Promise<{ units: number }> {
  if (count <= 0) return { units: 0 };
  const [host] = await db.select({ id: users.id }).from(users).where(eq(users.email, EXTRA_UNITS_HOST));
  if (!host) throw new Error(`${EXTRA_UNITS_ENV} needs the demo host ${EXTRA_UNITS_HOST}`);
  const rng = createRng(count);
  const ids = createSeedIds(rng);
  const propertyRows: NewPropertyRow[] = [];
  const unitRows: NewUnitRow[] = [];
  const title = (n: number) => `${rng.pick(WORDS)} ${rng.pick(KINDS)} ${n}`;
  // Older than the demo listings, so the first pages still show the demo data.
  const createdAt = (n: number) => new Date(now.getTime() - (2000 + n) * 3_600_000);

  const addUnit = (propertyId: string, n: number, position: number, unitTitle: string) =>
    unitRows.push({
      id: ids.uuid(),
      publicId: ids.publicId('unit', 8),
      propertyId,
      hostId: host.id,
      title: unitTitle,
      state: rng.pick(STATES),
      accommodationType: 'apartment',
      bedroomCount: rng.int(0, 3),
      guests: rng.int(2, 6),
      amenities: ['wifi', 'kitchen'],
      pricePerNight: rng.int(50, 300) * 100,
      position,
      createdAt: createdAt(n),
      updatedAt: createdAt(n),
    });

  let n = 0;
  while (unitRows.length < count) {
    const remaining = count - unitRows.length;
    const multi = propertyRows.length % 2 === 1 && remaining >= UNITS_PER_RESIDENCE;
    const propertyId = ids.uuid();
    const propertyTitle = multi ? `${rng.pick(WORDS)} Residence ${n}` : title(n);
    propertyRows.push({
      id: propertyId,
      publicId: ids.publicId('property', 8),
      hostId: host.id,
      propertyType: multi ? 'multi' : 'single',
      title: propertyTitle,
      countryCode: 'HR',
      countryName: 'Croatia',
      city: 'Split',
      street: 'Obala',
      houseNumberOrName: String(n),
      createdAt: createdAt(n),
      updatedAt: createdAt(n),
    });
    if (multi) for (let p = 0; p < UNITS_PER_RESIDENCE; p += 1) addUnit(propertyId, n, p, title(n * 100 + p));
    else addUnit(propertyId, n, 0, propertyTitle);
    n += 1;
  }

  await db.transaction(async (tx) => {
    for (let i = 0; i < propertyRows.length; i += BATCH)
      await tx.insert(properties).values(propertyRows.slice(i, i + BATCH));
    for (let i = 0; i < unitRows.length; i += BATCH)
      await tx.insert(units).values(unitRows.slice(i, i + BATCH));
  });
  // PGlite has no autovacuum: without fresh statistics the planner picks nested loops over
  // thousands of rows (≈500 ms per list call instead of ≈10 ms after ANALYZE).
  await db.execute(sql`analyze properties, units`);
  return { units: unitRows.length };
}
