// Codes double as translation keys (`errors:calendar.*`).
export const calendarErrorCodes = {
  /** A block or an edit would cover nights a booking, a pending request or a confirmed inquiry holds (409). */
  overlapsStay: 'calendar.overlapsStay',
  /** Unblocking nights no manual block covers: imported blocks change only through their feed (409). */
  notManuallyBlocked: 'calendar.notManuallyBlocked',
  /** A range longer than one calendar call reads or edits (field error on dateTo). */
  rangeTooLong: 'calendar.rangeTooLong',
  /** A minimum stay longer than the maximum stay (field error on maxStayNights). */
  maxStayBelowMin: 'calendar.maxStayBelowMin',
  /** An imported calendar id the host does not have (404). */
  feedNotFound: 'calendar.feedNotFound',
  /** The API key named as the feed's channel is not one of the host's keys in use (field error on channelKeyId). */
  feedChannelKeyNotFound: 'calendar.feedChannelKeyNotFound',
  /** The unit already imports as many calendars as it may (409). */
  tooManyFeeds: 'calendar.tooManyFeeds',
  // Why a feed's last refresh failed (stored on the feed, shown beside it; never an answer's code).
  /** The address could not be reached, or answered with an HTTP error. */
  feedUnreachable: 'calendar.feedUnreachable',
  /** The address took too long to answer. */
  feedTimeout: 'calendar.feedTimeout',
  /** The answer was larger than a calendar feed may be. */
  feedTooLarge: 'calendar.feedTooLarge',
  /** The address (or a redirect) points to a private or local network, which the server does not call. */
  feedAddressRefused: 'calendar.feedAddressRefused',
  /** The address redirected more times than allowed, or to something other than http or https. */
  feedBadRedirect: 'calendar.feedBadRedirect',
  /** The answer is not an iCal calendar. */
  feedNotCalendar: 'calendar.feedNotCalendar',
} as const;
