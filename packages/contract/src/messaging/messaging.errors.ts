// Codes double as translation keys (`errors:messaging.*`).
export const messagingErrorCodes = {
  /** A channel id the host does not have: another host's, a guessed or a deleted one (404). */
  channelNotFound: 'messaging.channelNotFound',
  /** A saved reply id the host does not have: another host's, a guessed or a deleted one (404). */
  savedReplyNotFound: 'messaging.savedReplyNotFound',
  /** The host already keeps as many saved replies as allowed (409). */
  tooManySavedReplies: 'messaging.tooManySavedReplies',
  /** A reorder that does not name each of the host's saved replies exactly once (400 on `savedReplyIds`). */
  savedReplyOrderMismatch: 'messaging.savedReplyOrderMismatch',
} as const;
