import { MONEY_MINOR_UNITS_PER_MAJOR } from '@hostdeck/contract/constants';
import type { PublicListing } from '@hostdeck/contract/public-listing/public-listing.schemas';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { publicListingErrors } from './public-listing.errors';
import { findListedUnit, findListingPhotos } from './public-listing.repository';

/** What a guest sees of a listed unit; every other unit (draft, in review, offline, deleted) is 404. */
export async function getPublicListing(
  db: Database,
  storage: FileStorage,
  unitPublicId: string,
): Promise<PublicListing> {
  const found = await findListedUnit(db, unitPublicId);
  if (!found) throw publicListingErrors.notFound();
  const { unit, property } = found;
  const photoRows = await findListingPhotos(db, unit.id);
  return {
    unitPublicId: unit.publicId,
    propertyType: property.propertyType,
    propertyTitle: property.propertyType === 'multi' ? property.title : null,
    title: unit.title,
    description: unit.description,
    accommodationType: unit.accommodationType,
    guests: unit.guests,
    bedroomCount: unit.bedroomCount,
    photos: photoRows.map((photo) => ({
      id: photo.id,
      url: storage.url(photo.storageKey),
      thumbnailUrl: storage.url(photo.thumbnailKey ?? photo.storageKey),
      width: photo.width,
      height: photo.height,
    })),
    amenities: unit.amenities,
    rooms: unit.rooms,
    propertySize: unit.propertySize,
    propertySizeMeasurementUnit: unit.propertySizeMeasurementUnit,
    cancellationPolicy: unit.cancellationPolicy,
    price: {
      currency: unit.currency,
      nightly: unit.pricePerNight === null ? null : unit.pricePerNight / MONEY_MINOR_UNITS_PER_MAJOR,
      minimumStayNights: unit.minNights,
    },
    location: { city: property.city, countryCode: property.countryCode, countryName: property.countryName },
  };
}
