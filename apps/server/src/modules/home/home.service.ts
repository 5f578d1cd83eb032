import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';
import { HOME_UPCOMING_STAYS_LIMIT } from '@hostdeck/contract/constants';
import type { HomeOverview } from '@hostdeck/contract/home/home.schemas';
import type { ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import { hostListingState } from '@hostdeck/contract/listing/listing-host.rules';
import { regionalRequirementsConfigurationFor } from '@hostdeck/contract/properties/regional-requirements.rules';
import type { UserRow } from '../../db/schema/users.table';
import type { Database } from '../../db/client';
import { countUnreadConversations } from '../messaging/messaging.repository';
import { countPendingBookingRequests } from '../reservations/reservations.repository';
import { findUserById } from '../user/user.repository';
import { userErrors } from '../user/user.errors';
import { findPropertiesWithFinishedUnit, findUnitsInProgress, findUpcomingStays } from './home.repository';

/**
 * Listings in progress with the progress the listing flow shows for them: the same contract rule
 * (hostListingState, with the host's account and the property's region), so home and flow count
 * the same steps.
 */
async function listingsInProgress(db: Database, host: UserRow): Promise<HomeOverview['listingsInProgress']> {
  const rows = await findUnitsInProgress(db, host.id);
  const withFinished = await findPropertiesWithFinishedUnit(db, host.id, [
    ...new Set(rows.map((row) => row.propertyInternalId)),
  ]);
  return rows.map((row) => {
    const listing = hostListingState({
      propertyType: row.propertyType,
      propertyHasFinishedUnit: withFinished.has(row.propertyInternalId),
      onboardingFinished: host.onboardingStatus === 'finished',
      userType: host.type,
      appFeatures: host.appFeatures,
      hasRegionalRequirements: regionalRequirementsConfigurationFor(row.countryCode).fields.length > 0,
      completedSteps: (row.completedSteps ?? []) as ListingStepName[],
    });
    return {
      propertyId: row.propertyId,
      unitId: row.unitId,
      title: row.unitTitle ?? row.propertyTitle,
      completedSteps: listing.completedSteps,
      totalSteps: listing.totalSteps,
      progressPercent: listing.progressPercent,
      flow: listing.flow.type,
    };
  });
}

/** The /home overview: every number comes from the host's own rows. */
export async function getHomeOverview(db: Database, hostId: string, now = new Date()): Promise<HomeOverview> {
  const host = await findUserById(db, hostId);
  if (!host) throw userErrors.notFound();
  const [pendingRequestsCount, upcoming, unreadMessagesCount, listings] = await Promise.all([
    countPendingBookingRequests(db, hostId),
    findUpcomingStays(db, hostId, isoDayOf(now), HOME_UPCOMING_STAYS_LIMIT),
    countUnreadConversations(db, hostId),
    listingsInProgress(db, host),
  ]);
  return {
    pendingRequestsCount,
    upcomingStays: upcoming.rows.map((row) => ({
      bookingId: row.bookingId,
      guestName: `${row.guestFirstName} ${row.guestLastName}`.trim(),
      unitTitle: row.unitTitle,
      unitId: row.unitId,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      guests: row.guests,
    })),
    upcomingStaysCount: upcoming.total,
    unreadMessagesCount,
    listingsInProgress: listings,
  };
}
