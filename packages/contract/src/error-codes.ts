import { calendarErrorCodes } from './calendar/calendar.errors';
import { channelErrorCodes } from './channel/channel.errors';
import { commonErrorCodes } from './http/error.constants';
import { listingErrorCodes } from './listing/listing.errors';
import { messagingErrorCodes } from './messaging/messaging.errors';
import { notificationErrorCodes } from './notifications/notifications.errors';
import { photoErrorCodes } from './photos/photos.errors';
import { promotionErrorCodes } from './promotions/promotions.errors';
import { propertyErrorCodes } from './properties/properties.errors';
import { publicListingErrorCodes } from './public-listing/public-listing.errors';
import { regionalRequirementErrorCodes } from './regional-requirements/regional-requirements.errors';
import { reservationErrorCodes } from './reservations/reservations.errors';
import { staffErrorCodes } from './staff/staff.errors';
import { stayRuleErrorCodes } from './calendar/stay-rules.errors';
import { unitErrorCodes } from './units/units.errors';
import { userErrorCodes } from './user/user.errors';

/**
 * Every error code, by the first part of the code (`units.notFound` sits under `units`), so a test
 * can check each group's prefix and that every code has an English text (`errors:<code>`).
 */
export const errorCodeGroups = {
  calendar: calendarErrorCodes,
  channel: channelErrorCodes,
  common: commonErrorCodes,
  listing: listingErrorCodes,
  messaging: messagingErrorCodes,
  notifications: notificationErrorCodes,
  photos: photoErrorCodes,
  promotions: promotionErrorCodes,
  properties: propertyErrorCodes,
  publicListing: publicListingErrorCodes,
  regionalRequirements: regionalRequirementErrorCodes,
  reservations: reservationErrorCodes,
  staff: staffErrorCodes,
  stayRules: stayRuleErrorCodes,
  units: unitErrorCodes,
  user: userErrorCodes,
} as const;

type Groups = typeof errorCodeGroups;
type CodesOf<T> = T[keyof T];

/** Any code the server writes as `code` (or on a field error) and the web reads; see `errorCodeGroups`. */
export type ErrorCode = { [G in keyof Groups]: CodesOf<Groups[G]> }[keyof Groups];
type CommonErrorCode = CodesOf<typeof commonErrorCodes>;
/** A code some calls answer and others never do: endpoint rows name the ones they can answer. */
export type DomainErrorCode = Exclude<ErrorCode, CommonErrorCode>;

export const errorCodes: readonly ErrorCode[] = Object.values(errorCodeGroups).flatMap((group): ErrorCode[] =>
  Object.values(group),
);

const knownCodes = new Set<string>(errorCodes);

/** True for a code of this table; a body from another server (or an older one) may carry others. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && knownCodes.has(value);
}
