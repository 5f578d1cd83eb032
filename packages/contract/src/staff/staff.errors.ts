// Codes double as translation keys (`errors:staff.*`).
export const staffErrorCodes = {
  /** A staff user calling a host row without acting as a host: any host row can answer it. */
  impersonationRequired: 'staff.impersonationRequired',
  hostNotFound: 'staff.hostNotFound',
} as const;
