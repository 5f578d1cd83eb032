import { MONEY_MINOR_UNITS_PER_MAJOR } from '@hostdeck/contract/constants';
import type { InvalidField } from '@hostdeck/contract/properties/property.schemas';
import { isUnitPublishable, sortInvalidFields } from '@hostdeck/contract/properties/properties.rules';
import { unitActions } from '@hostdeck/contract/properties/unit-actions.rules';
import type {
  PropertyType,
  PropertyUnitState,
} from '@hostdeck/contract/properties/property-unit-state.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { regionalRequirementsConfigurationFor } from '@hostdeck/contract/properties/regional-requirements.rules';
import type { PhotoRow, UnitRow } from '../../db/schema/properties.table';
import type { FileStorage } from '../../storage/file-storage';

/** The property facts a unit's answer needs. */
export interface UnitProperty {
  id: string;
  publicId: string;
  propertyType: PropertyType;
  countryCode: string | null;
}

/** The invalid fields of one unit, registrationNumber first. */
export function invalidFieldsOf(
  unit: Pick<UnitRow, 'publicId' | 'registrationNumberValid' | 'nationalIdCodeValid'>,
  propertyPublicId: string,
): InvalidField[] {
  const fields: InvalidField[] = [];
  if (!unit.nationalIdCodeValid)
    fields.push({ field: 'nationalIdentificationCode', propertyId: propertyPublicId, unitId: unit.publicId });
  if (!unit.registrationNumberValid)
    fields.push({ field: 'registrationNumber', propertyId: propertyPublicId, unitId: unit.publicId });
  return sortInvalidFields(fields);
}

export function availableActionsOf(state: PropertyUnitState, invalidFields: InvalidField[], unitId: string) {
  return unitActions(state, isUnitPublishable(unitId, invalidFields));
}

/** Cover first (flagged cover, then position), as the photo pages and lists show them. */
function orderPhotos(photoRows: readonly PhotoRow[]): PhotoRow[] {
  return [...photoRows].sort((a, b) => Number(b.isCover) - Number(a.isCover) || a.position - b.position);
}

export function toPropertyUnit(
  unit: UnitRow,
  property: UnitProperty,
  photoRows: readonly PhotoRow[],
  storage: FileStorage,
): PropertyUnit {
  const invalidFields = invalidFieldsOf(unit, property.publicId);
  const images = orderPhotos(photoRows).map((photo, index) => ({
    id: photo.id,
    url: storage.url(photo.storageKey),
    thumbnailUrl: storage.url(photo.thumbnailKey ?? photo.storageKey),
    width: photo.width,
    height: photo.height,
    position: index,
  }));
  return {
    propertyUnitPublicId: unit.publicId,
    propertyId: property.publicId,
    propertyType: property.propertyType,
    title: unit.title,
    description: unit.description,
    thumbnail: images[0]?.thumbnailUrl ?? null,
    image: images[0]?.url ?? null,
    images,
    state: unit.state,
    availableActions: availableActionsOf(unit.state, invalidFields, unit.publicId),
    links: { preview: unit.previewLinks.map((url) => ({ label: unit.title ?? unit.publicId, url })) },
    accommodationType: unit.accommodationType,
    bedroomCount: unit.bedroomCount ?? 0,
    bathroomCount: unit.rooms.filter((room) => room.type === 'bath_room').length,
    guests: unit.guests ?? 0,
    rooms: unit.rooms,
    amenities: unit.amenities,
    propertySize: unit.propertySize,
    propertySizeMeasurementUnit: unit.propertySizeMeasurementUnit,
    calendarAvailability: { status: unit.calendarStatus },
    cancellationPolicy: unit.cancellationPolicy,
    bookingType: unit.bookingType,
    price: {
      currency: unit.currency,
      nightly: unit.pricePerNight === null ? null : unit.pricePerNight / MONEY_MINOR_UNITS_PER_MAJOR,
      minimumStayNights: unit.minNights,
      // Null until the host picks a notice (the column is nullable: older units never had one).
      minimumNoticeDays: unit.minimumNoticeDays ?? null,
      lengthOfStayDiscounts: unit.lengthOfStayDiscounts,
    },
    hasRegionalRequirements: regionalRequirementsConfigurationFor(property.countryCode).fields.length > 0,
    registrationNumber: unit.registrationNumber,
    invalidFields,
    version: unit.version,
  };
}
