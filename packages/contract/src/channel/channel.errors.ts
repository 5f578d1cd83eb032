// Codes double as translation keys (`errors:channel.*`).
export const channelErrorCodes = {
  /** The API key id names no live key of the host (404). */
  apiKeyNotFound: 'channel.apiKeyNotFound',
  /** The unit public id names no live unit of the key's host (404). */
  unitNotFound: 'channel.unitNotFound',
  /** The Idempotency-Key was already used, within a day, for another call or another body (422). */
  idempotencyKeyReused: 'channel.idempotencyKeyReused',
} as const;
