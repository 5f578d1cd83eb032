// Codes double as translation keys (`errors:user.*`).
export const userErrorCodes = {
  /** The token's user vanished between authentication and the call (deleted meanwhile). */
  notFound: 'user.notFound',
  commercialModelLocked: 'user.commercialModelLocked',
} as const;
