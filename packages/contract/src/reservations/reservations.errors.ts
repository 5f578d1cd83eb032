// Codes double as translation keys (`errors:reservations.*`).
export const reservationErrorCodes = {
  requestNotFound: 'reservations.requestNotFound',
  bookingNotFound: 'reservations.bookingNotFound',
  inquiryNotFound: 'reservations.inquiryNotFound',
  /** Confirming or rejecting a request or inquiry that is no longer waiting for an answer (409). */
  alreadyDecided: 'reservations.alreadyDecided',
  /** Some nights of the stay are held by another stay (409). */
  datesTaken: 'reservations.datesTaken',
  /** A booking already cancelled, or whose stay has ended (409). */
  notCancellable: 'reservations.notCancellable',
  /** Field error: the chosen reason needs a few words of explanation. */
  explanationRequired: 'reservations.explanationRequired',
} as const;
