import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { PropertyUnitState } from '@hostdeck/contract/properties/property-unit-state.schemas';
import type { Database } from '../../db/client';
import { photos, properties, units } from '../../db/schema/properties.table';

/** Units a guest may see: online and approved ones; drafts, reviews and deleted units never. */
export const LISTED_STATES: readonly PropertyUnitState[] = ['PUBLISHED', 'APPROVED'];

export async function findListedUnit(db: Database, unitPublicId: string) {
  const [row] = await db
    .select({
      unit: units,
      property: {
        propertyType: properties.propertyType,
        title: properties.title,
        city: properties.city,
        countryCode: properties.countryCode,
        countryName: properties.countryName,
      },
    })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(
      and(
        eq(units.publicId, unitPublicId),
        inArray(units.state, [...LISTED_STATES]),
        isNull(units.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Cover first, then by position. */
export async function findListingPhotos(db: Database, unitId: string) {
  return db
    .select()
    .from(photos)
    .where(eq(photos.unitId, unitId))
    .orderBy(desc(photos.isCover), asc(photos.position));
}
