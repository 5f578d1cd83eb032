// Codes double as translation keys (`errors:notifications.*`).
export const notificationErrorCodes = {
  notFound: 'notifications.notFound',
} as const;
