import { MULTI_UNIT_STEPS, SINGLE_UNIT_STEPS } from '@hostdeck/contract/listing/listing-steps';
import type { Room } from '@hostdeck/contract/properties/rooms.schemas';
import type { NewPhotoRow, NewPropertyRow, NewUnitRow } from '../schema/properties.table';
import type { SeedProperty, SeedUnit } from './demo-listings';
import type { Rng } from './prng';
import type { SeedClock } from './seed-clock';
import type { SeedIds } from './seed-ids';
import { PHOTO_HEIGHT, PHOTO_WIDTH, type SceneKind } from './seed-photos';

export interface PlannedPhoto {
  row: NewPhotoRow;
  scene: SceneKind;
  palette: number;
}

export interface ListingRows {
  properties: NewPropertyRow[];
  units: NewUnitRow[];
  listingProgress: { unitId: string; completedSteps: string[]; hiddenSteps: string[]; updatedAt: Date }[];
  photos: PlannedPhoto[];
}

/** Stored as a path: the unit mapper makes it absolute with PUBLIC_URL, which the seed does not know. */
export const PREVIEW_LINK_BASE = '/preview/';

/** Beds that hold the guests: a double per bedroom, then sofa beds in the living room. */
export function roomsFor(bedrooms: number, guests: number): Room[] {
  const rooms: Room[] = [];
  let sleeps = 0;
  for (let i = 0; i < bedrooms; i += 1) {
    const twin = i > 0 && i % 2 === 0;
    rooms.push({
      type: 'bedroom',
      beds: twin ? [{ type: 'single', count: 2 }] : [{ type: i === 0 ? 'queen' : 'double', count: 1 }],
    });
    sleeps += 2;
  }
  if (bedrooms === 0) {
    rooms.push({ type: 'living_room', beds: [{ type: 'double', count: 1 }] });
    sleeps += 2;
  }
  if (guests > sleeps)
    rooms.push({
      type: 'living_room',
      beds: [{ type: 'sofa_bed', count: Math.ceil((guests - sleeps) / 2) }],
    });
  rooms.push({ type: 'bath_room', beds: [] });
  if (bedrooms >= 3) rooms.push({ type: 'bath_room', beds: [] });
  rooms.push({ type: 'kitchen_room', beds: [] });
  return rooms;
}

function completedStepsFor(propertyType: SeedProperty['propertyType'], unit: SeedUnit): string[] {
  if (unit.completedSteps) return unit.completedSteps;
  return (propertyType === 'multi' ? MULTI_UNIT_STEPS : SINGLE_UNIT_STEPS).map((step) => step.name);
}

/** Rows for a host's properties, units, listing progress and (planned) photos. */
export function buildListings(
  rng: Rng,
  clock: SeedClock,
  ids: SeedIds,
  hostId: string,
  specs: SeedProperty[],
  ageDays: number,
): ListingRows {
  const rows: ListingRows = { properties: [], units: [], listingProgress: [], photos: [] };
  specs.forEach((spec, propertyIndex) => {
    const propertyId = ids.uuid();
    // Older listings first, so "newest first" lists show the last ones added.
    const createdAt = clock.fromNow(-ageDays + (propertyIndex * ageDays) / (specs.length + 1) + rng.next());
    const address = spec.address;
    rows.properties.push({
      id: propertyId,
      publicId: ids.publicId('property'),
      hostId,
      propertyType: spec.propertyType,
      title: spec.title,
      description: spec.description,
      ...address,
      formattedAddress: `${address.street} ${address.houseNumberOrName}, ${address.postalCode} ${address.city}, ${address.countryName}`,
      googlePlaceId: null,
      createdAt,
      updatedAt: createdAt,
    });
    spec.units.forEach((unit, position) => {
      const unitId = ids.uuid();
      const publicId = ids.publicId('unit');
      const unitCreatedAt = new Date(createdAt.getTime() + position * 3_600_000);
      const updatedAt = new Date(
        Math.min(clock.now.getTime(), unitCreatedAt.getTime() + rng.int(1, 20) * 86_400_000),
      );
      rows.units.push({
        id: unitId,
        publicId,
        propertyId,
        hostId,
        title: unit.title,
        description: unit.description,
        state: unit.state,
        accommodationType: unit.accommodationType,
        bedroomCount: unit.bedroomCount,
        guests: unit.guests,
        amenities: unit.amenities,
        rooms:
          unit.bedroomCount === null || unit.guests === null ? [] : roomsFor(unit.bedroomCount, unit.guests),
        propertySize: unit.sizeM2,
        propertySizeMeasurementUnit: unit.measurementUnit,
        bookingType: unit.bookingType,
        cancellationPolicy: unit.cancellationPolicy,
        calendarStatus: unit.state === 'PUBLISHED' ? 'AVAILABLE' : 'NEUTRAL',
        pricePerNight: unit.price === null ? null : unit.price * 100,
        currency: 'EUR',
        minNights: unit.minNights,
        maxNights: unit.stayRules?.maxNights ?? null,
        preparationDays: unit.stayRules?.preparationDays ?? 0,
        bookingWindowDays: unit.stayRules?.bookingWindowDays ?? null,
        checkInDays: unit.stayRules?.checkInDays ?? null,
        lengthOfStayDiscounts: unit.lengthOfStayDiscounts,
        registrationNumber: unit.registrationNumber,
        registrationNumberValid: unit.registrationNumberValid,
        nationalIdCode: unit.nationalIdCode,
        nationalIdCodeValid: true,
        regionalRequirements: unit.state === 'IN_PROGRESS' ? null : { ownership: { isOwner: true } },
        previewLinks: unit.previewLinks ? [`${PREVIEW_LINK_BASE}${publicId}`] : [],
        position,
        createdAt: unitCreatedAt,
        updatedAt,
      });
      rows.listingProgress.push({
        unitId,
        completedSteps: completedStepsFor(spec.propertyType, unit),
        hiddenSteps: [],
        updatedAt,
      });
      const palette = rng.below(3);
      unit.photos.forEach((scene, index) => {
        const key = `units/${publicId}/photo-${index + 1}`;
        rows.photos.push({
          scene,
          palette: (palette + index) % 3,
          row: {
            id: ids.uuid(),
            unitId,
            storageKey: `${key}.png`,
            thumbnailKey: `${key}-thumb.png`,
            width: PHOTO_WIDTH,
            height: PHOTO_HEIGHT,
            mime: 'image/png',
            position: index,
            isCover: index === 0,
            createdAt: unitCreatedAt,
          },
        });
      });
    });
  });
  return rows;
}
