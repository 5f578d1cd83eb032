// Keys are the server's error codes (`common.validation` → `errors:common.validation`), so a
// failed call's toast can show the translation of its code.
export const errors = {
  calendar: {
    overlapsStay:
      'Some of these nights are taken by a booking, a request or a confirmed inquiry. Choose free nights.',
    notManuallyBlocked:
      'Only nights you blocked yourself can be unblocked here. Imported nights change through their calendar feed.',
    rangeTooLong: 'Choose at most two years of nights at once.',
    maxStayBelowMin: 'The maximum stay cannot be shorter than the minimum stay.',
    feedChannelKeyNotFound: 'We could not find this API key among yours in use. Pick one from the list.',
    feedNotFound: 'We could not find this imported calendar.',
    tooManyFeeds: 'A unit can import at most 10 calendars. Remove one before you add another.',
    feedUnreachable:
      'The calendar address could not be reached, or it answered with an error. Check the address and try again.',
    feedTimeout: 'The calendar address took too long to answer. We will try again at the next refresh.',
    feedTooLarge: 'This calendar is too large to import (more than 2 MB).',
    feedAddressRefused:
      'This address points to a private or local network, which we never connect to. Use the public iCal link the channel gives you.',
    feedBadRedirect:
      'The calendar address redirected too many times, or to something that is not a web address.',
    feedNotCalendar:
      'This address did not return an iCal calendar. Copy the iCal (.ics) export link from the channel.',
  },
  channel: {
    apiKeyNotFound: 'We could not find this API key.',
    unitNotFound: 'We could not find this unit among yours.',
    idempotencyKeyReused: 'This idempotency key was already used for a different request. Use a new key.',
  },
  common: {
    validation: 'Some fields are not valid. Please check them and try again.',
    unauthorized: 'Your session has ended. Please sign in again.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'We could not find what you were looking for.',
    conflict: 'This was changed in the meantime. Please reload and try again.',
    preconditionFailed:
      'Someone saved this in the meantime. Reload to see their changes, or save yours over them.',
    payloadTooLarge: 'The file or text is too large.',
    tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
    internal: 'Something went wrong on our side. Please try again later.',
    network: 'We could not reach the server. Check your connection and try again.',
    notImplemented: 'This part of Hostdeck is not available yet.',
    unsupportedMediaType: 'This kind of upload is not accepted here.',
  },
  // Field errors of the one text rule, whatever field they are on.
  validation: {
    controlCharacter: 'This text contains a control character. Remove it and try again.',
    loneSurrogate: 'This text contains a character that is not valid. Remove it and try again.',
    minimumNoticeDays:
      'Units that take bookings on request need at least 2 days of notice, so you have time to answer.',
    registrationNumber: "This registration number does not match the format of the property's country.",
  },
  user: {
    notFound: 'We could not find this account.',
    commercialModelLocked:
      'Your commercial model is set once onboarding is finished. Change it in your account settings.',
  },
  stayRules: {
    minStay: 'This stay is shorter than the minimum stay for these dates.',
    maxStay: 'This stay is longer than the maximum stay for these dates.',
    notice: 'This check-in is too soon: the unit asks for more notice.',
    window: 'This check-in is further ahead than the unit takes bookings.',
    checkInDay: 'Guests cannot check in on this weekday at this unit.',
    preparation: 'This stay is too close to another stay: the unit keeps preparation days between stays.',
  },
  staff: {
    impersonationRequired: 'Choose a host on the staff page to act as them first.',
    hostNotFound: 'We could not find this host.',
  },
  notifications: {
    notFound: 'We could not find this notification.',
  },
  properties: {
    notFound: 'We could not find this property.',
    deleteNotAllowed: 'Unpublish every unit of this property before you delete it.',
    singleUnitExists: 'A single-unit property already has its unit.',
    typeChangeNotAllowed: 'The property type can only be changed while its only unit is still being listed.',
  },
  units: {
    notFound: 'We could not find this unit.',
    deleteNotAllowed: 'This unit cannot be deleted in its current state.',
    notPublishable: 'This unit cannot be published yet: fix the fields marked as invalid first.',
    publishNotAllowed: 'This unit cannot be published in its current state.',
    unpublishNotAllowed: 'Only a published unit can be unpublished.',
    listingIncomplete: 'Some listing steps are not complete yet. Finish them before you publish.',
    stepIncomplete: 'Complete this step before you publish.',
    stepDataMissing: 'Information from this step is missing. Open the step and save it again.',
    bedRequired: 'Add at least one bed, so guests know where they will sleep.',
  },
  photos: {
    notFound: 'We could not find this photo.',
    tooLarge: 'The photo is too large to upload.',
    unsupportedType: 'This file type is not supported. Upload a JPEG, PNG or WebP photo.',
    tooSmall: 'The photo is too small. Upload a larger one.',
    dimensionsTooLarge: 'The photo is too large in width or height.',
    fileMissing: 'Choose a photo to upload.',
    orderMismatch: 'The photos changed in the meantime. Reload the page and try again.',
    limitReached: 'This unit already has as many photos as it can hold.',
  },
  promotions: {
    discountNotOffered: 'This discount is not offered for this promotion.',
  },
  regionalRequirements: {
    required: 'This information is required in this region.',
    invalidFormat: 'This value does not have the format the region requires.',
    unknownField: 'This field is not part of the requirements for this region.',
  },
  listing: {
    unknownPlan: 'This plan is not on offer. Choose one of the plans listed.',
    serviceNotInPlan: 'This service is not part of the chosen plan.',
  },
  publicListing: {
    notFound: 'This listing is not available.',
  },
  messaging: {
    channelNotFound: 'We could not find this conversation.',
    savedReplyNotFound: 'We could not find this saved reply.',
    savedReplyOrderMismatch: 'The saved replies changed in the meantime. Reload them and try again.',
    tooManySavedReplies: 'You can keep up to 50 saved replies. Delete one to add another.',
  },
  reservations: {
    requestNotFound: 'We could not find this booking request.',
    bookingNotFound: 'We could not find this booking.',
    inquiryNotFound: 'We could not find this inquiry.',
    alreadyDecided: 'This has already been answered. Reload to see where it stands.',
    datesTaken: 'Some of these nights are no longer free: another stay holds them.',
    notCancellable: 'This booking can no longer be cancelled.',
    explanationRequired: 'Add a few words of explanation for this reason.',
  },
} as const;
