import { and, asc, count, desc, eq, exists, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import {
  photos,
  properties,
  units,
  type NewPropertyRow,
  type NewUnitRow,
  type PropertyRow,
} from '../../db/schema/properties.table';
import { likePattern } from '../staff/staff.repository';
import { liveUnitOf } from '../units/units.repository';

/**
 * A property lives as long as it has a live unit: deleting a property marks its units DELETED
 * (the table keeps no property-level deletion), so every property query checks for one.
 */
function hasLiveUnit(db: Database, hostId: string, extra?: SQL): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(units)
      .where(and(eq(units.propertyId, properties.id), liveUnitOf(hostId), extra)),
  );
}

/** The property list's page and total; the list is the host's most read screen, so it is cached until the next write. */
export async function findPropertyPage(
  db: Database,
  hostId: string,
  options: { search: string | undefined; offset: number; limit: number },
) {
  const key = `properties.page:${hostId}:${options.offset}:${options.limit}:${options.search ?? ''}`;
  return cachedRead(db, key, async () => {
    const conditions: SQL[] = [eq(properties.hostId, hostId), hasLiveUnit(db, hostId)];
    if (options.search) {
      const pattern = likePattern(options.search);
      // A multi-unit property is found by its own title or by any of its units' titles.
      conditions.push(
        or(ilike(properties.title, pattern), hasLiveUnit(db, hostId, ilike(units.title, pattern))) as SQL,
      );
    }
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(properties)
        .where(where)
        .orderBy(desc(properties.createdAt), asc(properties.id))
        .offset(options.offset)
        .limit(options.limit),
      db.select({ total: count() }).from(properties).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  });
}

/** One live property of the host by public id; null for another host's, a deleted or unknown one. */
export async function findLiveProperty(
  db: Database,
  hostId: string,
  publicId: string,
): Promise<PropertyRow | null> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.hostId, hostId), eq(properties.publicId, publicId), hasLiveUnit(db, hostId)))
    .limit(1);
  return row ?? null;
}

/** A page of one property's live units, searchable by unit title. */
export async function findUnitPage(
  db: Database,
  hostId: string,
  propertyId: string,
  options: { search: string | undefined; offset: number; limit: number },
) {
  const conditions: SQL[] = [liveUnitOf(hostId), eq(units.propertyId, propertyId)];
  if (options.search) conditions.push(ilike(units.title, likePattern(options.search)));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(units)
      .where(where)
      .orderBy(asc(units.position), asc(units.createdAt))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(units).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The cover photo of each unit (flagged cover, else the first by position). */
export async function findCoverPhotos(db: Database, unitIds: string[]) {
  if (unitIds.length === 0) return new Map<string, { storageKey: string; thumbnailKey: string | null }>();
  const rows = await db
    .select({
      unitId: photos.unitId,
      storageKey: photos.storageKey,
      thumbnailKey: photos.thumbnailKey,
      isCover: photos.isCover,
      position: photos.position,
    })
    .from(photos)
    .where(inArray(photos.unitId, unitIds))
    .orderBy(asc(photos.unitId), desc(photos.isCover), asc(photos.position));
  const covers = new Map<string, { storageKey: string; thumbnailKey: string | null }>();
  for (const row of rows) if (!covers.has(row.unitId)) covers.set(row.unitId, row);
  return covers;
}

/** A property and its first unit, together or not at all. */
export async function insertPropertyWithUnit(
  db: Database,
  property: NewPropertyRow,
  unit: Omit<NewUnitRow, 'propertyId'>,
) {
  return db.transaction(async (tx) => {
    const [propertyRow] = await tx.insert(properties).values(property).returning();
    if (!propertyRow) throw new Error('Property insert returned nothing');
    const [unitRow] = await tx
      .insert(units)
      .values({ ...unit, propertyId: propertyRow.id })
      .returning();
    if (!unitRow) throw new Error('Unit insert returned nothing');
    return { property: propertyRow, unit: unitRow };
  });
}

/** Writes the changes and moves the version on (the property's ETag). */
export async function updatePropertyRow(
  db: Database,
  propertyId: string,
  changes: Partial<NewPropertyRow>,
): Promise<PropertyRow> {
  const row = await updatePropertyRowAtVersion(db, propertyId, undefined, changes);
  if (!row) throw new Error(`Property ${propertyId} vanished during an update`);
  return row;
}

/**
 * With `versions`, writes only while the row is still at one of them (what the caller read): null,
 * with nothing written, when another write came first; one statement, so racing saves cannot both pass.
 */
export async function updatePropertyRowAtVersion(
  db: Database,
  propertyId: string,
  versions: readonly number[] | undefined,
  changes: Partial<NewPropertyRow>,
): Promise<PropertyRow | null> {
  const sameRow = eq(properties.id, propertyId);
  const [row] = await db
    .update(properties)
    .set({ ...changes, version: sql`${properties.version} + 1`, updatedAt: new Date() })
    .where(versions ? and(sameRow, inArray(properties.version, [...versions])) : sameRow)
    .returning();
  return row ?? null;
}

/** Marks every live unit of the property DELETED, which removes the property from lists. */
export async function deleteUnitsOfProperty(db: Database, hostId: string, propertyId: string): Promise<void> {
  const now = new Date();
  await db
    .update(units)
    .set({ state: 'DELETED', deletedAt: now, version: sql`${units.version} + 1`, updatedAt: now })
    .where(and(liveUnitOf(hostId), eq(units.propertyId, propertyId)));
}

/** The next position in a property (deleted units keep theirs, so positions never repeat). */
export async function nextUnitPosition(db: Database, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(units.position) })
    .from(units)
    .where(eq(units.propertyId, propertyId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}
