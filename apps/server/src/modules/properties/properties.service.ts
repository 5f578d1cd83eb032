import type { z } from 'zod';
import { makePagination } from '@hostdeck/contract/http/pagination.schemas';
import type {
  PropertyListResponse,
  propertyListQuerySchema,
} from '@hostdeck/contract/properties/property-list.schemas';
import type { PropertyState, UnitSummary } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { isPropertyInProgress } from '@hostdeck/contract/properties/properties.rules';
import type { Database } from '../../db/client';
import type { UnitRow } from '../../db/schema/properties.table';
import type { FileStorage } from '../../storage/file-storage';
import { findCoverPhotos, findPropertyPage, findUnitsOfProperties } from './properties.repository';

export type PropertyListInput = z.output<typeof propertyListQuerySchema>;

// TODO(contract): these two derivations belong in @hostdeck/contract/properties/properties.rules.

/** Units a host must act on: rejected by staff, or carrying an invalid registration/national id (spec §3). */
function needsAction(unit: UnitRow): boolean {
  return unit.state === 'REJECTED_BY_STAFF' || !unit.registrationNumberValid || !unit.nationalIdCodeValid;
}

export function summariseUnits(units: readonly UnitRow[]): UnitSummary {
  return {
    total: units.length,
    published: units.filter((unit) => unit.state === 'PUBLISHED').length,
    inProgress: units.filter((unit) => unit.state === 'IN_PROGRESS').length,
    actionNeeded: units.filter(needsAction).length,
  };
}

/** A published unit makes the property active; spec §3 "in progress" (isPropertyInProgress) otherwise. */
export function propertyStateOf(units: readonly UnitRow[]): PropertyState {
  if (units.some((unit) => unit.state === 'PUBLISHED')) return 'ACTIVE';
  const inProgress = isPropertyInProgress({
    firstInProgressUnitId: units.find((unit) => unit.state === 'IN_PROGRESS')?.publicId ?? null,
    firstFinishedUnitId: units.find((unit) => unit.state !== 'IN_PROGRESS')?.publicId ?? null,
  });
  // A property whose units are all gone is still being set up from the host's point of view.
  return inProgress || units.length === 0 ? 'IN_PROGRESS' : 'INACTIVE';
}

export async function listProperties(
  db: Database,
  storage: FileStorage,
  hostId: string,
  query: PropertyListInput,
): Promise<PropertyListResponse> {
  const pageSize = query.limit;
  const { rows, total } = await findPropertyPage(db, hostId, {
    search: query.criteria?.search,
    offset: (query.page - 1) * pageSize,
    limit: pageSize,
  });
  const unitRows = await findUnitsOfProperties(
    db,
    hostId,
    rows.map((row) => row.id),
  );
  const covers = await findCoverPhotos(
    db,
    unitRows.map((unit) => unit.id),
  );
  const unitsByProperty = new Map<string, UnitRow[]>();
  for (const unit of unitRows)
    unitsByProperty.set(unit.propertyId, [...(unitsByProperty.get(unit.propertyId) ?? []), unit]);

  return {
    items: rows.map((property) => {
      const propertyUnits = unitsByProperty.get(property.id) ?? [];
      return {
        id: property.publicId,
        propertyType: property.propertyType,
        title: property.title,
        state: propertyStateOf(propertyUnits),
        unitSummary: summariseUnits(propertyUnits),
        units: propertyUnits.map((unit) => {
          const cover = covers.get(unit.id);
          return {
            id: unit.publicId,
            title: unit.title,
            state: unit.state,
            thumbnail: cover ? storage.url(cover.thumbnailKey ?? cover.storageKey) : null,
          };
        }),
      };
    }),
    pagination: makePagination(query.page, pageSize, total),
  };
}
