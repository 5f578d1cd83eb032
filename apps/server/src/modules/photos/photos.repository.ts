import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { photos, units, type NewPhotoRow, type PhotoRow } from '../../db/schema/properties.table';

export async function findPhotosByUnit(db: Database, unitId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(eq(photos.unitId, unitId))
    .orderBy(asc(photos.position), asc(photos.createdAt));
}

/**
 * Runs `work` with the unit's row locked, so parallel uploads (the browser sends several at once)
 * and reorders of one unit take turns and positions never collide.
 */
export async function withUnitPhotosLocked<T>(
  db: Database,
  unitId: string,
  work: (tx: Database, current: PhotoRow[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: units.id }).from(units).where(eq(units.id, unitId)).for('update');
    return work(tx, await findPhotosByUnit(tx, unitId));
  });
}

export async function insertPhoto(db: Database, values: NewPhotoRow): Promise<PhotoRow> {
  const [row] = await db.insert(photos).values(values).returning();
  if (!row) throw new Error('Photo insert returned nothing');
  return row;
}

export async function deletePhotoRow(db: Database, photoId: string): Promise<void> {
  await db.delete(photos).where(eq(photos.id, photoId));
}

/**
 * Writes positions 0..n-1 in the given order; the first photo is the cover (one rule everywhere:
 * lists, the unit answer and the public listing all show photo 0 first).
 */
export async function writeOrder(db: Database, orderedIds: readonly string[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db
      .update(photos)
      .set({ position, isCover: position === 0 })
      .where(eq(photos.id, id));
  }
}
