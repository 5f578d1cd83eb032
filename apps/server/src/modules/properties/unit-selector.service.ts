import type { z } from 'zod';
import { makePagination } from '@hostdeck/contract/http/pagination.schemas';
import type { UnitListItem } from '@hostdeck/contract/properties/property-unit.schemas';
import type { getUnitSelectorList } from '@hostdeck/contract/properties/property-units.endpoints';
import type { Database } from '../../db/client';
import { findUnitsOfProperties } from '../units/units.repository';
import { findPropertyPage } from './properties.repository';

// The selector pages through properties (and searches them) the way the property list does, so it
// lives with the properties, above the units module, rather than making units reach back up here.

export type UnitSelectorQuery = z.output<NonNullable<(typeof getUnitSelectorList)['query']>>;

/**
 * The unit selector's list: a single property is one entry for its unit; a multi-unit
 * property is one entry holding its units (only the matching ones when the search hit a unit title).
 */
export async function listUnitSelector(
  db: Database,
  hostId: string,
  query: UnitSelectorQuery,
): Promise<{ items: UnitListItem[]; pagination: ReturnType<typeof makePagination> }> {
  const search = query.criteria?.search;
  const { rows, total } = await findPropertyPage(db, hostId, {
    search,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const unitRows = await findUnitsOfProperties(
    db,
    hostId,
    rows.map((row) => row.id),
  );
  const needle = search?.toLowerCase();
  const items = rows.map((property): UnitListItem => {
    const propertyUnits = unitRows.filter((unit) => unit.propertyId === property.id);
    const first = propertyUnits[0];
    if (property.propertyType === 'single' && first) {
      return {
        id: first.publicId,
        title: first.title ?? property.title,
        propertyType: 'single',
        accommodationType: first.accommodationType,
        propertyId: property.publicId,
        propertyUnitPublicId: first.publicId,
        units: [],
      };
    }
    const propertyMatches = !needle || (property.title ?? '').toLowerCase().includes(needle);
    const shown = propertyMatches
      ? propertyUnits
      : propertyUnits.filter((unit) => (unit.title ?? '').toLowerCase().includes(needle));
    return {
      id: property.publicId,
      title: property.title,
      propertyType: property.propertyType,
      accommodationType: null,
      propertyId: property.publicId,
      propertyUnitPublicId: shown[0]?.publicId ?? first?.publicId ?? '',
      units: shown.map((unit) => ({ id: unit.publicId, title: unit.title, state: unit.state })),
    };
  });
  return { items, pagination: makePagination(query.page, query.limit, total) };
}
