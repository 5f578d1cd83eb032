import * as achievementsEndpoints from './achievements/achievements.endpoints';
import * as apiKeysEndpoints from './channel/api-keys.endpoints';
import * as calendarEndpoints from './calendar/calendar.endpoints';
import * as icalFeedsEndpoints from './calendar/ical-feeds.endpoints';
import * as stayRulesEndpoints from './calendar/stay-rules.endpoints';
import * as channelEndpoints from './channel/channel.endpoints';
import * as guestProfileEndpoints from './guest-profile/guest-profile.endpoints';
import * as helpEndpoints from './help/help.endpoints';
import * as homeEndpoints from './home/home.endpoints';
import * as insightsEndpoints from './insights/insights.endpoints';
import * as listingEndpoints from './listing/listing.endpoints';
import * as messagingEndpoints from './messaging/messaging.endpoints';
import * as messagingUnreadEndpoints from './messaging/messaging-unread.endpoints';
import * as savedRepliesEndpoints from './messaging/saved-replies.endpoints';
import * as notificationsEndpoints from './notifications/notifications.endpoints';
import * as onboardingEndpoints from './onboarding/onboarding.endpoints';
import * as photosEndpoints from './photos/photos.endpoints';
import * as promotionsEndpoints from './promotions/promotions.endpoints';
import * as propertiesEndpoints from './properties/properties.endpoints';
import * as propertyUnitsEndpoints from './properties/property-units.endpoints';
import * as regionalRequirementsEndpoints from './properties/regional-requirements.endpoints';
import * as publicEndpoints from './public/public.endpoints';
import * as publicListingEndpoints from './public-listing/public-listing.endpoints';
import * as referralEndpoints from './referral/referral.endpoints';
import * as reportsEndpoints from './reports/reports.endpoints';
import * as bookingExportEndpoints from './reservations/booking-export.endpoints';
import * as inquiriesEndpoints from './reservations/inquiries.endpoints';
import * as reservationListExportEndpoints from './reservations/reservation-list-export.endpoints';
import * as reservationsEndpoints from './reservations/reservations.endpoints';
import * as reviewsEndpoints from './reviews/reviews.endpoints';
import * as staffEndpoints from './staff/staff.endpoints';
import * as subscriptionsEndpoints from './subscriptions/subscriptions.endpoints';
import * as userSubscriptionEndpoints from './subscriptions/user-subscription.endpoints';
import * as tasksEndpoints from './tasks/tasks.endpoints';
import * as userEndpoints from './user/user.endpoints';
import * as verificationEndpoints from './verification/verification.endpoints';

/** Every domain's rows, kept apart so a test can prove no name is defined twice. */
export const endpointGroups = {
  achievements: achievementsEndpoints,
  apiKeys: apiKeysEndpoints,
  calendar: calendarEndpoints,
  channel: channelEndpoints,
  guestProfile: guestProfileEndpoints,
  help: helpEndpoints,
  icalFeeds: icalFeedsEndpoints,
  home: homeEndpoints,
  insights: insightsEndpoints,
  listing: listingEndpoints,
  messaging: messagingEndpoints,
  messagingUnread: messagingUnreadEndpoints,
  savedReplies: savedRepliesEndpoints,
  notifications: notificationsEndpoints,
  onboarding: onboardingEndpoints,
  photos: photosEndpoints,
  promotions: promotionsEndpoints,
  properties: propertiesEndpoints,
  propertyUnits: propertyUnitsEndpoints,
  regionalRequirements: regionalRequirementsEndpoints,
  public: publicEndpoints,
  publicListing: publicListingEndpoints,
  referral: referralEndpoints,
  reports: reportsEndpoints,
  inquiries: inquiriesEndpoints,
  reservations: reservationsEndpoints,
  bookingExport: bookingExportEndpoints,
  reservationListExport: reservationListExportEndpoints,
  reviews: reviewsEndpoints,
  staff: staffEndpoints,
  stayRules: stayRulesEndpoints,
  subscriptions: subscriptionsEndpoints,
  userSubscription: userSubscriptionEndpoints,
  tasks: tasksEndpoints,
  user: userEndpoints,
  verification: verificationEndpoints,
};

/**
 * The endpoint table: every call the dashboard makes (our own staff, home and notification calls too), by
 * name. The server registers a route for each row; the web client calls through them.
 */
export const endpoints = {
  ...achievementsEndpoints,
  ...apiKeysEndpoints,
  ...calendarEndpoints,
  ...channelEndpoints,
  ...guestProfileEndpoints,
  ...helpEndpoints,
  ...icalFeedsEndpoints,
  ...homeEndpoints,
  ...insightsEndpoints,
  ...listingEndpoints,
  ...messagingEndpoints,
  ...messagingUnreadEndpoints,
  ...savedRepliesEndpoints,
  ...notificationsEndpoints,
  ...onboardingEndpoints,
  ...photosEndpoints,
  ...promotionsEndpoints,
  ...propertiesEndpoints,
  ...propertyUnitsEndpoints,
  ...regionalRequirementsEndpoints,
  ...publicEndpoints,
  ...publicListingEndpoints,
  ...referralEndpoints,
  ...reportsEndpoints,
  ...inquiriesEndpoints,
  ...reservationsEndpoints,
  ...bookingExportEndpoints,
  ...reservationListExportEndpoints,
  ...reviewsEndpoints,
  ...staffEndpoints,
  ...stayRulesEndpoints,
  ...subscriptionsEndpoints,
  ...userSubscriptionEndpoints,
  ...tasksEndpoints,
  ...userEndpoints,
  ...verificationEndpoints,
};
