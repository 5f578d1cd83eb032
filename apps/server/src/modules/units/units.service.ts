import { bedCount } from '@hostdeck/contract/properties/rooms.rules';
import type { z } from 'zod';
import { MONEY_MINOR_UNITS_PER_MAJOR } from '@hostdeck/contract/constants';
import type { FieldError } from '@hostdeck/contract/http/error.schemas';
import { hostListingState } from '@hostdeck/contract/listing/listing-host.rules';
import type { ListingProgress, ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import { isNoticeDaysAllowed } from '@hostdeck/contract/properties/notice-days.rules';
import { regionalRequirementsConfigurationFor } from '@hostdeck/contract/properties/regional-requirements.rules';
import { isUnitPublishable } from '@hostdeck/contract/properties/properties.rules';
import {
  canDeleteUnit,
  canPublishFrom,
  isUnitOnline,
} from '@hostdeck/contract/properties/unit-actions.rules';
import type {
  CalendarActionBody,
  ChangeBookingPreferenceBody,
  PropertyUnit,
  updatePropertyUnitBodySchema,
} from '@hostdeck/contract/properties/property-unit.schemas';
import {
  isRegistrationNumberValid,
  normaliseRegistrationNumber,
} from '@hostdeck/contract/properties/registration-number.rules';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { preconditionFailedError } from '../../app/app-error';
import type { AuthContext } from '../../app/auth.plugin';
import type { Database } from '../../db/client';
import type { NewUnitRow, PropertyRow, UnitRow } from '../../db/schema/properties.table';
import type { UserRow } from '../../db/schema/users.table';
import type { FileStorage } from '../../storage/file-storage';
import { finishOnboarding } from '../onboarding/onboarding.service';
import { findUserById } from '../user/user.repository';
import { getUserInfo } from '../user/user.service';
import { unitErrorCodes } from '@hostdeck/contract/units/units.errors';
import { unitErrors } from './units.errors';
import { invalidFieldsOf, toPropertyUnit, type UnitProperty } from './unit.mappers';
import {
  findListingProgress,
  findLiveUnit,
  findPhotosOfUnit,
  findUnitsOfProperties,
  findUnknownUnitIds,
  updateBookingTypes,
  updateUnitRow,
  updateUnitRowAtVersion,
  upsertListingProgress,
} from './units.repository';

/** The parsed PATCH body (defaults applied). */
export type UpdateUnitInput = z.output<typeof updatePropertyUnitBodySchema>;

/** The web app's public preview page of a listed unit (served by the public-listing module). */
export const previewPathOf = (unitPublicId: string) => `/preview/${encodeURIComponent(unitPublicId)}`;

export interface UnitContext {
  db: Database;
  storage: FileStorage;
}

async function loadUnit(db: Database, hostId: string, publicId: string) {
  const found = await findLiveUnit(db, hostId, publicId);
  if (!found) throw unitErrors.notFound();
  return found;
}

export async function presentUnit(
  { db, storage }: UnitContext,
  unit: UnitRow,
  property: UnitProperty,
): Promise<PropertyUnit> {
  return toPropertyUnit(unit, property, await findPhotosOfUnit(db, unit.id), storage);
}

export async function getUnit(context: UnitContext, hostId: string, publicId: string): Promise<PropertyUnit> {
  const { unit, property } = await loadUnit(context.db, hostId, publicId);
  return presentUnit(context, unit, property);
}

/** The PATCH body as column changes; sizes are stored in m², prices in minor units. */
function unitChanges(unit: UnitRow, property: UnitProperty, body: UpdateUnitInput): Partial<NewUnitRow> {
  const changes: Partial<NewUnitRow> = {};
  if (body.title !== undefined) changes.title = body.title;
  if (body.description !== undefined) changes.description = body.description;
  if (body.accommodationType !== undefined) changes.accommodationType = body.accommodationType;
  if (body.guests !== undefined) changes.guests = body.guests;
  if (body.bedroomCount !== undefined) changes.bedroomCount = body.bedroomCount;
  if (body.rooms !== undefined) changes.rooms = body.rooms;
  if (body.amenities !== undefined) changes.amenities = [...new Set(body.amenities)];
  if (body.cancellationPolicy !== undefined) changes.cancellationPolicy = body.cancellationPolicy;
  if (body.bookingType !== undefined) changes.bookingType = body.bookingType;
  if (body.propertySizeMeasurementUnit !== undefined)
    changes.propertySizeMeasurementUnit = body.propertySizeMeasurementUnit;
  // The size travels in m² both ways, whatever unit the host reads it in: the unit is only how the
  // pages show it, so converting here again would shrink an imperial host's size tenfold.
  if (body.propertySize !== undefined) changes.propertySize = body.propertySize;
  if (body.price?.nightly !== undefined)
    changes.pricePerNight = Math.round(body.price.nightly * MONEY_MINOR_UNITS_PER_MAJOR);
  if (body.price?.minimumStayNights !== undefined) changes.minNights = body.price.minimumStayNights;
  if (body.price?.minimumNoticeDays !== undefined) changes.minimumNoticeDays = body.price.minimumNoticeDays;
  if (body.price?.lengthOfStayDiscounts !== undefined)
    changes.lengthOfStayDiscounts = body.price.lengthOfStayDiscounts;
  // On-request units may not take same-day or next-day guests, whichever of
  // the two fields this call changes; the error lands on the field the host just edited.
  const bookingType = changes.bookingType ?? unit.bookingType;
  const noticeDays = changes.minimumNoticeDays ?? unit.minimumNoticeDays;
  if (noticeDays !== null && noticeDays !== undefined && !isNoticeDaysAllowed(bookingType, noticeDays)) {
    throw unitErrors.invalidFields([
      {
        field: body.price?.minimumNoticeDays !== undefined ? 'price.minimumNoticeDays' : 'bookingType',
        code: 'validation.minimumNoticeDays',
        message: 'Units that take bookings on request need at least 2 days of notice.',
      },
    ]);
  }
  if (body.registrationNumber !== undefined) {
    if (body.registrationNumber === null) {
      changes.registrationNumber = null;
      changes.registrationNumberValid = true;
    } else {
      const registrationNumber = normaliseRegistrationNumber(body.registrationNumber);
      // Re-validated on every save: a host fixing an invalid number must send one that fits its country.
      if (!isRegistrationNumberValid(registrationNumber, property.countryCode))
        throw unitErrors.invalidFields([
          {
            field: 'registrationNumber',
            code: 'validation.registrationNumber',
            message: `The registration number does not match the format for ${property.countryCode ?? 'this country'}.`,
          },
        ]);
      changes.registrationNumber = registrationNumber;
      changes.registrationNumberValid = true;
    }
  }
  return changes;
}

/**
 * `ifVersions`: the versions the caller read (If-Match). Made from an older read, the save is refused
 * with the unit as it is now and nothing is written; without them it saves whatever came before.
 * The unit must be the host's first (404), so another host's id never learns of a version.
 */
export async function updateUnit(
  context: UnitContext,
  hostId: string,
  publicId: string,
  body: UpdateUnitInput,
  ifVersions?: readonly number[],
): Promise<PropertyUnit> {
  const { unit, property } = await loadUnit(context.db, hostId, publicId);
  if (ifVersions && !ifVersions.includes(unit.version))
    throw preconditionFailedError(await presentUnit(context, unit, property));
  const changes = unitChanges(unit, property, body);
  if (Object.keys(changes).length === 0) return presentUnit(context, unit, property);
  const updated = await updateUnitRowAtVersion(context.db, unit.id, ifVersions, changes);
  // Another save landed between the read above and this write.
  if (!updated) throw preconditionFailedError(await getUnit(context, hostId, publicId));
  return presentUnit(context, updated, property);
}

/**
 * What a unit still being listed lacks before it may be published, one field
 * error per step (field = step name, in flow order): required steps of the host's flow not completed
 * (hostListingState, the rule the web's flow uses too), and completed steps whose stored data is
 * gone (title cleared, no nightly price, no street, no photo), which the progress alone cannot see.
 */
async function listingGaps(
  db: Database,
  host: UserRow,
  unit: UnitRow,
  property: UnitProperty & Pick<PropertyRow, 'street'>,
): Promise<{ completedSteps: ListingStepName[]; gaps: FieldError[] }> {
  const progress = await findListingProgress(db, unit.id);
  const propertyUnits = await findUnitsOfProperties(db, host.id, [property.id]);
  const photoRows = await findPhotosOfUnit(db, unit.id);
  const completedSteps = (progress?.completedSteps ?? []) as ListingStepName[];
  const listing = hostListingState({
    propertyType: property.propertyType,
    propertyHasFinishedUnit: propertyUnits.some(
      (other) => other.id !== unit.id && other.state !== 'IN_PROGRESS' && other.state !== 'DELETED',
    ),
    onboardingFinished: host.onboardingStatus === 'finished',
    userType: host.type,
    appFeatures: host.appFeatures,
    // As the unit presents it (toPropertyUnit), so server and web hide the same step.
    hasRegionalRequirements: regionalRequirementsConfigurationFor(property.countryCode).fields.length > 0,
    completedSteps,
  });
  const gaps: FieldError[] = listing.missingSteps.map((step) => ({
    field: step,
    code: unitErrorCodes.stepIncomplete,
    message: `The step ${step} is not complete.`,
  }));
  const done = new Set(completedSteps);
  const contradictions: [ListingStepName, boolean, string][] = [
    ['location/address', !property.street?.trim(), 'The property address has no street.'],
    ['photos', photoRows.length === 0, 'The unit has no photo.'],
    ['title', !unit.title?.trim(), 'The unit has no title.'],
    ['price-and-availability', unit.pricePerNight === null, 'The unit has no nightly price.'],
    ['guests-and-rooms/beds', bedCount(unit.rooms) === 0, 'The unit has no bed.'],
  ];
  for (const [step, broken, message] of contradictions)
    if (broken && done.has(step)) gaps.push({ field: step, code: unitErrorCodes.stepDataMissing, message });
  const order = listing.visibleSteps.map((step) => step.name);
  const rank = (field: string | undefined) => order.indexOf(field as ListingStepName);
  return { completedSteps, gaps: gaps.sort((a, b) => rank(a.field) - rank(b.field)) };
}

/**
 * Publish: from IN_PROGRESS, UNPUBLISHED or REJECTED_BY_STAFF, and only when publishable.
 * A unit still being listed must also have its listing complete (listingGaps; only IN_PROGRESS
 * units are checked, the others finished their flow earlier). A host whose onboarding is finished
 * goes live at once (PUBLISHED; it shows as 'publishing' until its public link exists); during
 * onboarding the unit waits for staff review (UNDER_REVIEW) and the publish ends the onboarding.
 */
export async function publishUnit(
  context: UnitContext,
  auth: AuthContext,
  publicId: string,
): Promise<{ unit: PropertyUnit; userInfo: UserInfo }> {
  const { unit, property } = await loadUnit(context.db, auth.userId, publicId);
  if (!canPublishFrom(unit.state)) throw unitErrors.publishNotAllowed(unit.state);
  if (!isUnitPublishable(unit.publicId, invalidFieldsOf(unit, property.publicId)))
    throw unitErrors.notPublishable();
  const host = await findUserById(context.db, auth.userId);
  if (!host) throw unitErrors.notFound();
  const listing = unit.state === 'IN_PROGRESS' ? await listingGaps(context.db, host, unit, property) : null;
  if (listing && listing.gaps.length > 0) throw unitErrors.listingIncomplete(listing.gaps);
  const onboardingFinished = host.onboardingStatus === 'finished';
  const state = onboardingFinished ? 'PUBLISHED' : 'UNDER_REVIEW';
  // Our public page (/preview/:unitPublicId, the web app's preview route) exists as soon as the unit
  // is listed, so a published unit gets its link at once instead of staying 'publishing'.
  const previewLinks =
    state === 'PUBLISHED' && unit.previewLinks.length === 0
      ? [previewPathOf(unit.publicId)]
      : unit.previewLinks;
  // The state, the progress's last step and the end of onboarding change together or not at all.
  const updated = await context.db.transaction(async (tx) => {
    const row = await updateUnitRow(tx, unit.id, { state, previewLinks });
    if (listing)
      await upsertListingProgress(tx, unit.id, [...new Set([...listing.completedSteps, 'publish'])]);
    if (!onboardingFinished) await finishOnboarding(tx, host.id);
    return row;
  });
  return {
    unit: await presentUnit(context, updated, property),
    userInfo: await getUserInfo(context.db, auth),
  };
}

export async function unpublishUnit(
  context: UnitContext,
  auth: AuthContext,
  publicId: string,
): Promise<{ unit: PropertyUnit; userInfo: UserInfo }> {
  const { unit, property } = await loadUnit(context.db, auth.userId, publicId);
  if (!isUnitOnline(unit.state)) throw unitErrors.unpublishNotAllowed(unit.state);
  const updated = await updateUnitRow(context.db, unit.id, { state: 'UNPUBLISHED' });
  return {
    unit: await presentUnit(context, updated, property),
    userInfo: await getUserInfo(context.db, auth),
  };
}

/** Delete: DELETED + deleted_at; an online unit must be unpublished first (409). */
export async function deleteUnit({ db }: UnitContext, hostId: string, publicId: string): Promise<void> {
  const { unit } = await loadUnit(db, hostId, publicId);
  if (!canDeleteUnit(unit.state)) throw unitErrors.deleteNotAllowed();
  await updateUnitRow(db, unit.id, { state: 'DELETED', deletedAt: new Date() });
}

export async function setCalendarStatus(
  context: UnitContext,
  hostId: string,
  publicId: string,
  body: CalendarActionBody,
): Promise<PropertyUnit> {
  const { unit, property } = await loadUnit(context.db, hostId, publicId);
  const updated = await updateUnitRow(context.db, unit.id, { calendarStatus: body.status });
  return presentUnit(context, updated, property);
}

/** Switches the host's remaining units (or the given ones) to one booking type. */
export async function changeBookingPreference(
  db: Database,
  hostId: string,
  body: ChangeBookingPreferenceBody,
): Promise<{ updatedUnitIds: string[] }> {
  const unitIds = body.unitIds ? [...new Set(body.unitIds)] : undefined;
  if (unitIds && (await findUnknownUnitIds(db, hostId, unitIds)).length > 0) throw unitErrors.notFound();
  return { updatedUnitIds: await updateBookingTypes(db, hostId, body.bookingType, unitIds) };
}

export async function getUnitListingProgress(
  db: Database,
  hostId: string,
  publicId: string,
): Promise<ListingProgress> {
  const { unit } = await loadUnit(db, hostId, publicId);
  const row = await findListingProgress(db, unit.id);
  return { unitId: unit.publicId, completedSteps: (row?.completedSteps ?? []) as ListingStepName[] };
}

export async function putUnitListingProgress(
  db: Database,
  hostId: string,
  publicId: string,
  completedSteps: ListingStepName[],
): Promise<ListingProgress> {
  const { unit } = await loadUnit(db, hostId, publicId);
  // A guest must know where they sleep: the beds step cannot be done with no bed in any room.
  if (completedSteps.includes('guests-and-rooms/beds') && bedCount(unit.rooms) === 0) {
    throw unitErrors.invalidFields([
      {
        field: 'rooms',
        code: unitErrorCodes.bedRequired,
        message: 'Add at least one bed before finishing this step.',
      },
    ]);
  }
  const row = await upsertListingProgress(db, unit.id, [...new Set(completedSteps)]);
  return { unitId: unit.publicId, completedSteps: row.completedSteps as ListingStepName[] };
}
