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
} as const;
