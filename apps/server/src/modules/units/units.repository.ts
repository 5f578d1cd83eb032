import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import {
  listingProgress,
  photos,
  properties,
  units,
  type NewUnitRow,
  type UnitRow,
} from '../../db/schema/properties.table';

/** A unit the host still has: not deleted (a deleted unit disappears from every list). */
export function liveUnitOf(hostId: string): SQL {
  return and(eq(units.hostId, hostId), isNull(units.deletedAt), ne(units.state, 'DELETED')) as SQL;
}

const unitPropertyColumns = {
  id: properties.id,
  publicId: properties.publicId,
  propertyType: properties.propertyType,
  countryCode: properties.countryCode,
  // Publishing a unit still being listed checks that its property's address has a street.
  street: properties.street,
};

/** One live unit of the host with the property facts its answer needs; null for anything else. */
export async function findLiveUnit(db: Database, hostId: string, publicId: string) {
  const [row] = await db
    .select({ unit: units, property: unitPropertyColumns })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(liveUnitOf(hostId), eq(units.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

/** The live units of the given properties, in their order on each property. */
/** Read for every property list and property page; cached until the next write. */
export async function findUnitsOfProperties(db: Database, hostId: string, propertyIds: readonly string[]) {
  if (propertyIds.length === 0) return [];
  return cachedRead(db, `units.ofProperties:${hostId}:${propertyIds.join(',')}`, async () =>
    db
      .select()
      .from(units)
      .where(and(liveUnitOf(hostId), inArray(units.propertyId, [...propertyIds])))
      .orderBy(asc(units.position), asc(units.createdAt)),
  );
}

export async function findPhotosOfUnit(db: Database, unitId: string) {
  return db.select().from(photos).where(eq(photos.unitId, unitId)).orderBy(asc(photos.position));
}

/** Every write moves the version on, so a read's ETag names exactly what it read. */
const nextVersion = { version: sql`${units.version} + 1` };

export async function updateUnitRow(
  db: Database,
  unitId: string,
  changes: Partial<NewUnitRow>,
): Promise<UnitRow> {
  const row = await updateUnitRowAtVersion(db, unitId, undefined, changes);
  if (!row) throw new Error(`Unit ${unitId} vanished during an update`);
  return row;
}

/**
 * With `versions`, writes only while the row is still at one of them (what the caller read): null,
 * with nothing written, when another write came first. The check and the write are one statement,
 * so two saves racing from the same read cannot both pass.
 */
export async function updateUnitRowAtVersion(
  db: Database,
  unitId: string,
  versions: readonly number[] | undefined,
  changes: Partial<NewUnitRow>,
): Promise<UnitRow | null> {
  const sameRow = eq(units.id, unitId);
  const [row] = await db
    .update(units)
    .set({ ...changes, ...nextVersion, updatedAt: new Date() })
    .where(versions ? and(sameRow, inArray(units.version, [...versions])) : sameRow)
    .returning();
  return row ?? null;
}

export async function insertUnitRow(db: Database, values: NewUnitRow): Promise<UnitRow> {
  const [row] = await db.insert(units).values(values).returning();
  if (!row) throw new Error('Unit insert returned nothing');
  return row;
}

/** Sets the booking type of the host's live units (all, or the given public ids); answers the changed ids. */
export async function updateBookingTypes(
  db: Database,
  hostId: string,
  bookingType: UnitRow['bookingType'],
  publicIds: string[] | undefined,
): Promise<string[]> {
  const conditions = [liveUnitOf(hostId), ne(units.bookingType, bookingType)];
  if (publicIds) conditions.push(inArray(units.publicId, publicIds));
  const rows = await db
    .update(units)
    .set({ bookingType, ...nextVersion, updatedAt: new Date() })
    .where(and(...conditions))
    .returning({ publicId: units.publicId });
  return rows.map((row) => row.publicId).sort();
}

/** Public ids among `publicIds` that are not live units of the host. */
export async function findUnknownUnitIds(
  db: Database,
  hostId: string,
  publicIds: string[],
): Promise<string[]> {
  const rows = await db
    .select({ publicId: units.publicId })
    .from(units)
    .where(and(liveUnitOf(hostId), inArray(units.publicId, publicIds)));
  const known = new Set(rows.map((row) => row.publicId));
  return publicIds.filter((id) => !known.has(id));
}

export async function findListingProgress(db: Database, unitId: string) {
  const [row] = await db.select().from(listingProgress).where(eq(listingProgress.unitId, unitId)).limit(1);
  return row ?? null;
}

export async function upsertListingProgress(db: Database, unitId: string, completedSteps: string[]) {
  const updatedAt = new Date();
  const [row] = await db
    .insert(listingProgress)
    .values({ unitId, completedSteps, updatedAt })
    .onConflictDoUpdate({ target: listingProgress.unitId, set: { completedSteps, updatedAt } })
    .returning();
  if (!row) throw new Error('Listing progress upsert returned nothing');
  return row;
}
