import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { photos, properties, units } from '../../db/schema/properties.table';
import { likePattern } from '../staff/staff.repository';

const liveUnit = (hostId: string) =>
  and(eq(units.hostId, hostId), isNull(units.deletedAt), ne(units.state, 'DELETED'));

export async function findPropertyPage(
  db: Database,
  hostId: string,
  options: { search: string | undefined; offset: number; limit: number },
) {
  const conditions: SQL[] = [eq(properties.hostId, hostId)];
  if (options.search) {
    const pattern = likePattern(options.search);
    // A multi-unit property is found by its own title or by any of its units' titles.
    const byTitle = or(
      ilike(properties.title, pattern),
      exists(
        db
          .select({ one: units.id })
          .from(units)
          .where(and(eq(units.propertyId, properties.id), liveUnit(hostId), ilike(units.title, pattern))),
      ),
    );
    if (byTitle) conditions.push(byTitle);
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
}

export async function findUnitsOfProperties(db: Database, hostId: string, propertyIds: string[]) {
  if (propertyIds.length === 0) return [];
  return db
    .select()
    .from(units)
    .where(and(liveUnit(hostId), inArray(units.propertyId, propertyIds)))
    .orderBy(asc(units.position), asc(units.createdAt));
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
