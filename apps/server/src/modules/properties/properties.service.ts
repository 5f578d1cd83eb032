import {
  firstUnitIds,
  propertyStateOf,
  summariseUnits,
} from '@hostdeck/contract/properties/property-state.rules';
import { isUnitOnline } from '@hostdeck/contract/properties/unit-actions.rules';
import type { z } from 'zod';
import { ADDRESS_STATE_MAX_LENGTH } from '@hostdeck/contract/constants';
import { makePagination, type Pagination } from '@hostdeck/contract/http/pagination.schemas';
import type { SaveLocationBody } from '@hostdeck/contract/properties/address-input.schemas';
import type { Address } from '@hostdeck/contract/properties/address.schemas';
import type { getProperties, getPropertyUnits } from '@hostdeck/contract/properties/properties.endpoints';
import { canChangePropertyType, sortInvalidFields } from '@hostdeck/contract/properties/properties.rules';
import type {
  CreatePropertyBody,
  LocationAction,
  Property,
  UpdatePropertyBody,
} from '@hostdeck/contract/properties/property.schemas';
import type {
  PropertyListResponse,
  PropertyListUnit,
  propertyListQuerySchema,
} from '@hostdeck/contract/properties/property-list.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { preconditionFailedError } from '../../app/app-error';
import type { Database } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import type { NewPropertyRow, PropertyRow, UnitRow } from '../../db/schema/properties.table';
import type { FileStorage } from '../../storage/file-storage';
import { availableActionsOf, invalidFieldsOf } from '../units/unit.mappers';
import { findUnitsOfProperties, insertUnitRow } from '../units/units.repository';
import { presentUnit } from '../units/units.service';
import { propertyErrors } from './properties.errors';
import {
  deleteUnitsOfProperty,
  findCoverPhotos,
  findLiveProperty,
  findPropertyPage,
  findUnitPage,
  insertPropertyWithUnit,
  nextUnitPosition,
  updatePropertyRowAtVersion,
} from './properties.repository';

export type PropertyListInput = z.output<typeof propertyListQuerySchema>;
export type PropertiesQuery = z.output<NonNullable<(typeof getProperties)['query']>>;
export type PropertyUnitsQuery = z.output<NonNullable<(typeof getPropertyUnits)['query']>>;

export interface PropertyContext {
  db: Database;
  storage: FileStorage;
}

/**
 * The property's address as far as it is known: the listing's location step stores the town first
 * (PUT .../place), so street and house number may still be empty until location/address is saved.
 */
function locationOf(row: PropertyRow): Address | null {
  if (!row.countryCode || !row.city) return null;
  return {
    countryCode: row.countryCode,
    countryName: row.countryName,
    stateOrProvince: row.stateOrProvince,
    city: row.city,
    street: row.street ?? '',
    houseNumberOrName: row.houseNumberOrName ?? '',
    postalCode: row.postalCode,
    formattedAddress: row.formattedAddress,
    googlePlaceId: row.googlePlaceId,
    latitude: row.latitude,
    longitude: row.longitude,
    components: [],
  };
}

export function toProperty(row: PropertyRow, units: readonly UnitRow[]): Property {
  return {
    id: row.publicId,
    propertyType: row.propertyType,
    title: row.title,
    description: row.description,
    restaurantDescription: row.restaurantDescription,
    specialOfferDescription: row.specialOfferDescription,
    unitIds: units.map((unit) => unit.publicId),
    ...firstUnitIds(units),
    state: propertyStateOf(units),
    unitSummary: summariseUnits(units),
    location: locationOf(row),
    invalidFields: sortInvalidFields(units.flatMap((unit) => invalidFieldsOf(unit, row.publicId))),
    version: row.version,
  };
}

function groupByProperty(unitRows: readonly UnitRow[]): Map<string, UnitRow[]> {
  const grouped = new Map<string, UnitRow[]>();
  for (const unit of unitRows) grouped.set(unit.propertyId, [...(grouped.get(unit.propertyId) ?? []), unit]);
  return grouped;
}

async function listItems(
  { db, storage }: PropertyContext,
  unitRows: readonly UnitRow[],
): Promise<(unit: UnitRow, propertyPublicId: string) => PropertyListUnit> {
  const covers = await findCoverPhotos(
    db,
    unitRows.map((unit) => unit.id),
  );
  return (unit, propertyPublicId) => {
    const cover = covers.get(unit.id);
    return {
      id: unit.publicId,
      title: unit.title,
      state: unit.state,
      thumbnail: cover ? storage.url(cover.thumbnailKey ?? cover.storageKey) : null,
      // Published without preview links shows as 'publishing'.
      previewLinkCount: unit.previewLinks.length,
      availableActions: availableActionsOf(
        unit.state,
        invalidFieldsOf(unit, propertyPublicId),
        unit.publicId,
      ),
    };
  };
}

/**
 * GET /api/app/property-list, the properties page. Like the entities below, one cached answer per
 * host and page until the next write (the cover photos' URLs come from the rows and the storage's
 * fixed address).
 */
export async function listProperties(
  context: PropertyContext,
  hostId: string,
  query: PropertyListInput,
): Promise<PropertyListResponse> {
  const { db } = context;
  const pageSize = query.limit;
  const search = query.criteria?.search;
  const key = `properties.list:${hostId}:${query.page}:${pageSize}:${search ?? ''}`;
  return cachedRead(db, key, async () => {
    const { rows, total } = await findPropertyPage(db, hostId, {
      search,
      offset: (query.page - 1) * pageSize,
      limit: pageSize,
    });
    const unitRows = await findUnitsOfProperties(
      db,
      hostId,
      rows.map((row) => row.id),
    );
    const toListUnit = await listItems(context, unitRows);
    const unitsByProperty = groupByProperty(unitRows);
    return {
      items: rows.map((property) => {
        const propertyUnits = unitsByProperty.get(property.id) ?? [];
        return {
          id: property.publicId,
          propertyType: property.propertyType,
          title: property.title,
          state: propertyStateOf(propertyUnits),
          unitSummary: summariseUnits(propertyUnits),
          units: propertyUnits.map((unit) => toListUnit(unit, property.publicId)),
        };
      }),
      pagination: makePagination(query.page, pageSize, total),
    };
  });
}

/**
 * GET /api/app/properties: the same page as the property list, as full entities. The whole answer
 * is a cached read (made from the rows alone, until the next write), so a host's repeated loads of
 * the page share one answer, and its JSON (app/response-serializer.ts).
 */
export async function listPropertyEntities(
  db: Database,
  hostId: string,
  query: PropertiesQuery,
): Promise<{ items: Property[]; pagination: Pagination }> {
  const search = query.criteria?.search;
  const key = `properties.entities:${hostId}:${query.page}:${query.limit}:${search ?? ''}`;
  return cachedRead(db, key, async () => {
    const { rows, total } = await findPropertyPage(db, hostId, {
      search,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    const unitsByProperty = groupByProperty(
      await findUnitsOfProperties(
        db,
        hostId,
        rows.map((row) => row.id),
      ),
    );
    return {
      items: rows.map((row) => toProperty(row, unitsByProperty.get(row.id) ?? [])),
      pagination: makePagination(query.page, query.limit, total),
    };
  });
}

async function loadProperty(db: Database, hostId: string, publicId: string) {
  const row = await findLiveProperty(db, hostId, publicId);
  if (!row) throw propertyErrors.notFound();
  return row;
}

async function presentProperty(db: Database, hostId: string, row: PropertyRow): Promise<Property> {
  return toProperty(row, await findUnitsOfProperties(db, hostId, [row.id]));
}

export async function getProperty(db: Database, hostId: string, publicId: string): Promise<Property> {
  return presentProperty(db, hostId, await loadProperty(db, hostId, publicId));
}

/** POST /api/app/properties: the property and its first unit, IN_PROGRESS. */
export async function createProperty(
  context: PropertyContext,
  hostId: string,
  body: CreatePropertyBody,
): Promise<{ property: Property; unit: PropertyUnit }> {
  const created = await insertPropertyWithUnit(
    context.db,
    { hostId, propertyType: body.propertyType, title: body.title ?? null },
    // A single property's unit carries the property's title; a multi property's units get their own.
    { hostId, state: 'IN_PROGRESS', title: body.propertyType === 'single' ? (body.title ?? null) : null },
  );
  return {
    property: toProperty(created.property, [created.unit]),
    unit: await presentUnit(context, created.unit, created.property),
  };
}

/**
 * A write made from an older read (its `ifVersions`, the If-Match, name a version the property has
 * moved on from) is refused with the property as it is now, and nothing is written. Without them
 * the write goes ahead. The property must be the host's first (404), so another host learns nothing.
 */
async function writeProperty(
  db: Database,
  hostId: string,
  row: PropertyRow,
  ifVersions: readonly number[] | undefined,
  changes: Partial<NewPropertyRow>,
): Promise<Property> {
  if (Object.keys(changes).length === 0) return presentProperty(db, hostId, row);
  const updated = await updatePropertyRowAtVersion(db, row.id, ifVersions, changes);
  // Another save landed between the read and this write.
  if (!updated) throw preconditionFailedError(await getProperty(db, hostId, row.publicId));
  return presentProperty(db, hostId, updated);
}

/** The property of the host, refused at once when the caller's If-Match is already out of date. */
async function loadPropertyAt(
  db: Database,
  hostId: string,
  publicId: string,
  ifVersions: readonly number[] | undefined,
): Promise<PropertyRow> {
  const row = await loadProperty(db, hostId, publicId);
  if (ifVersions && !ifVersions.includes(row.version))
    throw preconditionFailedError(await presentProperty(db, hostId, row));
  return row;
}

export async function updateProperty(
  db: Database,
  hostId: string,
  publicId: string,
  body: UpdatePropertyBody,
  ifVersions?: readonly number[],
): Promise<Property> {
  const row = await loadPropertyAt(db, hostId, publicId, ifVersions);
  // Switching single ↔ multi reshapes the listing flow and its units: only while the one unit is
  // still being listed (contract rule). Sending the current type again is not a change.
  if (body.propertyType !== undefined && body.propertyType !== row.propertyType) {
    const units = await findUnitsOfProperties(db, hostId, [row.id]);
    if (!canChangePropertyType(units.map((unit) => unit.state))) throw propertyErrors.typeChangeNotAllowed();
  }
  return writeProperty(db, hostId, row, ifVersions, body);
}

/** Refused while a unit is online; otherwise every unit becomes DELETED. */
export async function deleteProperty(db: Database, hostId: string, publicId: string): Promise<void> {
  const row = await loadProperty(db, hostId, publicId);
  const units = await findUnitsOfProperties(db, hostId, [row.id]);
  if (units.some((unit) => isUnitOnline(unit.state))) throw propertyErrors.deleteNotAllowed();
  await deleteUnitsOfProperty(db, hostId, row.id);
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** PUT .../location/{save|confirm}: both store the address; the state is cut to 3 characters. */
export async function saveLocation(
  db: Database,
  hostId: string,
  publicId: string,
  _action: LocationAction,
  body: SaveLocationBody,
  ifVersions?: readonly number[],
): Promise<Property> {
  const row = await loadPropertyAt(db, hostId, publicId, ifVersions);
  const { location } = body;
  const countryCode = (location.countryCode ?? location.country ?? '').toUpperCase();
  const sameTown =
    row.countryCode === countryCode && row.city?.trim().toLowerCase() === location.city.trim().toLowerCase();
  const changes: Partial<NewPropertyRow> = {
    countryCode,
    countryName: countryNames.of(countryCode) ?? null,
    stateOrProvince: location.stateOrProvince?.slice(0, ADDRESS_STATE_MAX_LENGTH) || null,
    city: location.city,
    street: location.street,
    houseNumberOrName: location.houseNumberOrName,
    postalCode: location.postalCode || null,
    formattedAddress: location.formattedAddress || null,
    googlePlaceId: location.googlePlaceId || null,
    // The address form sends no coordinates: keep the ones the town search stored, unless the town changed.
    latitude: location.latitude ?? (sameTown ? row.latitude : null),
    longitude: location.longitude ?? (sameTown ? row.longitude : null),
  };
  return writeProperty(db, hostId, row, ifVersions, changes);
}

export async function listUnitsOfProperty(
  context: PropertyContext,
  hostId: string,
  propertyPublicId: string,
  query: PropertyUnitsQuery,
): Promise<{ items: PropertyListUnit[]; pagination: Pagination }> {
  const property = await loadProperty(context.db, hostId, propertyPublicId);
  const { rows, total } = await findUnitPage(context.db, hostId, property.id, {
    search: query.criteria?.search,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const toListUnit = await listItems(context, rows);
  return {
    items: rows.map((unit) => toListUnit(unit, property.publicId)),
    pagination: makePagination(query.page, query.limit, total),
  };
}

/** POST /api/app/properties/{id}/units: a new IN_PROGRESS unit; a single property holds one unit only. */
export async function createUnit(context: PropertyContext, hostId: string, propertyPublicId: string) {
  const property = await loadProperty(context.db, hostId, propertyPublicId);
  // A live property always has a live unit, so a single property is full.
  if (property.propertyType === 'single') throw propertyErrors.singleUnitExists();
  const unit = await insertUnitRow(context.db, {
    propertyId: property.id,
    hostId,
    state: 'IN_PROGRESS',
    position: await nextUnitPosition(context.db, property.id),
  });
  return presentUnit(context, unit, property);
}
