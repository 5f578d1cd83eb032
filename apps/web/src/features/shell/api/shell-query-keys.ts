// Query keys of the shell's calls. Each key starts with its domain's noun so the feature that
// owns the domain later (reservations, messaging, properties, subscriptions) refreshes the
// shell's badges by invalidating its own prefix, e.g. `['reservations']` after a confirm.
export const shellQueryKeys = {
  unreadMessagesCount: () => ['messaging', 'unread-count'] as const,
  pendingRequestsCount: () => ['reservations', 'booking-requests-pending-count'] as const,
  unitOptions: (search: string) => ['properties', 'list', 'unit-selector', { search }] as const,
  unit: (unitId: string) => ['properties', 'unit', unitId] as const,
  userSubscription: () => ['subscriptions', 'user-subscription'] as const,
};
