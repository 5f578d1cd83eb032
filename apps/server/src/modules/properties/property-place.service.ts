import { ADDRESS_STATE_MAX_LENGTH } from '@hostdeck/contract/constants';
import type { Property } from '@hostdeck/contract/properties/property.schemas';
import type { setPropertyPlaceBodySchema } from '@hostdeck/contract/listing/places.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { NewPropertyRow } from '../../db/schema/properties.table';
import { propertyErrors } from './properties.errors';
import { findUnitsOfProperties } from '../units/units.repository';
import { findLiveProperty, updatePropertyRow } from './properties.repository';
import { toProperty } from './properties.service';

export type SetPropertyPlaceInput = z.output<typeof setPropertyPlaceBodySchema>;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Town-level comparison: "Poreč" and "porec " are the same town. */
const sameTown = (a: string | null, b: string) =>
  a !== null &&
  a.normalize('NFC').trim().toLocaleLowerCase('en') === b.normalize('NFC').trim().toLocaleLowerCase('en');

/**
 * PUT /api/app/properties/{id}/place (location step, before the street): stores the town, region,
 * country and coordinates. A street (and postal code) saved earlier stays while the town is the same (the host came
 * back to the step); in another town or country it no longer belongs and is cleared.
 */
export async function setPropertyPlace(
  db: Database,
  hostId: string,
  publicId: string,
  body: SetPropertyPlaceInput,
): Promise<Property> {
  const row = await findLiveProperty(db, hostId, publicId);
  if (!row) throw propertyErrors.notFound();
  const { place } = body;
  const countryCode = place.countryCode.toUpperCase();
  const moved = row.countryCode !== countryCode || !sameTown(row.city, place.city);
  const changes: Partial<NewPropertyRow> = {
    countryCode,
    countryName: countryNames.of(countryCode) ?? null,
    // The address form's state field holds 3 characters, as saveLocation stores it.
    stateOrProvince: place.stateOrProvince?.slice(0, ADDRESS_STATE_MAX_LENGTH) || null,
    city: place.city,
    // A town search seldom knows the postal code: keep the one saved for this town.
    postalCode: place.postalCode || (moved ? null : row.postalCode),
    latitude: place.latitude,
    longitude: place.longitude,
    formattedAddress: place.formattedAddress || null,
    ...(moved ? { street: null, houseNumberOrName: null, googlePlaceId: null } : {}),
  };
  const updated = await updatePropertyRow(db, row.id, changes);
  return toProperty(updated, await findUnitsOfProperties(db, hostId, [updated.id]));
}
