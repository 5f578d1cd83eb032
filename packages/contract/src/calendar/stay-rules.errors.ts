// Codes double as translation keys (`errors:stayRules.*`). Each names the stay rule a reservation
// delivered through the channel intake broke (422, with a field error on checkIn or checkOut).
export const stayRuleErrorCodes = {
  /** Fewer nights than the minimum stay in force on the check-in night. */
  minStay: 'stayRules.minStay',
  /** More nights than the maximum stay in force on the check-in night. */
  maxStay: 'stayRules.maxStay',
  /** The check-in is sooner than the minimum notice allows (or already past). */
  notice: 'stayRules.notice',
  /** The check-in is further ahead than the booking window reaches. */
  window: 'stayRules.window',
  /** Guests may not arrive on the check-in's weekday. */
  checkInDay: 'stayRules.checkInDay',
  /** The stay starts or ends within the preparation days kept free around another stay. */
  preparation: 'stayRules.preparation',
} as const;

export type StayRuleCode = (typeof stayRuleErrorCodes)[keyof typeof stayRuleErrorCodes];
