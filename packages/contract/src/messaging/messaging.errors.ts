// Codes double as translation keys (`errors:messaging.*`).
export const messagingErrorCodes = {
  /** A channel id the host does not have: another host's, a guessed or a deleted one (404). */
  channelNotFound: 'messaging.channelNotFound',
} as const;
