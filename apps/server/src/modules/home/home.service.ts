import { HOME_UPCOMING_STAYS_LIMIT } from '@hostdeck/contract/constants';
import type { HomeOverview } from '@hostdeck/contract/home/home.schemas';
import type { ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import {
  chooseListingFlow,
  listingProgress,
  visibleListingSteps,
} from '@hostdeck/contract/listing/listing-flow.rules';
import type { Database } from '../../db/client';
import { countUnreadConversations } from '../messaging/messaging.repository';
import { countPendingBookingRequests } from '../reservations/reservations.repository';
import { findUserById } from '../user/user.repository';
import { userErrors } from '../user/user.errors';
import { findPropertiesWithFinishedUnit, findUnitsInProgress, findUpcomingStays } from './home.repository';

/** Today's calendar date in UTC; stays are calendar dates without a time zone. */
function todayIso(now: Date): string {
  return now.toISOString().slice(0, 10);
}

async function listingsInProgress(
  db: Database,
  hostId: string,
  onboardingFinished: boolean,
): Promise<HomeOverview['listingsInProgress']> {
  const rows = await findUnitsInProgress(db, hostId);
  const withFinished = await findPropertiesWithFinishedUnit(db, hostId, [
    ...new Set(rows.map((row) => row.propertyInternalId)),
  ]);
  return rows.map((row) => {
    const flow = chooseListingFlow({
      propertyType: row.propertyType,
      onboardingFinished,
      propertyHasFinishedUnit: withFinished.has(row.propertyInternalId),
    });
    const visible = visibleListingSteps(flow, (row.hiddenSteps ?? []) as ListingStepName[]);
    const summary = listingProgress(visible, (row.completedSteps ?? []) as ListingStepName[]);
    return {
      propertyId: row.propertyId,
      unitId: row.unitId,
      title: row.unitTitle ?? row.propertyTitle,
      ...summary,
      flow: flow.type,
    };
  });
}

/** The /home overview (spec §2): every number comes from the host's own rows. */
export async function getHomeOverview(db: Database, hostId: string, now = new Date()): Promise<HomeOverview> {
  const host = await findUserById(db, hostId);
  if (!host) throw userErrors.notFound();
  const [pendingRequestsCount, upcoming, unreadMessagesCount, listings] = await Promise.all([
    countPendingBookingRequests(db, hostId),
    findUpcomingStays(db, hostId, todayIso(now), HOME_UPCOMING_STAYS_LIMIT),
    countUnreadConversations(db, hostId),
    listingsInProgress(db, hostId, host.onboardingStatus === 'finished'),
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
