/**
 * Every query key of the app, one factory per server domain. Features cache and refresh each
 * other's data (a unit saved on its page changes the property lists and the top bar's unit; a
 * confirmed request changes the shell's badge), so a key written twice would silently stop a
 * refresh when one copy is renamed. A key starts with its domain's noun: invalidating that prefix
 * refreshes everything the domain shows, wherever it is shown.
 */
export const queryKeys = {
  user: {
    all: ['user'] as const,
    info: () => [...queryKeys.user.all, 'info'] as const,
    interactions: () => [...queryKeys.user.all, 'interactions'] as const,
    onboarding: () => [...queryKeys.user.all, 'onboarding'] as const,
    onboardingConfiguration: () => [...queryKeys.user.onboarding(), 'configuration'] as const,
    individualDetails: () => [...queryKeys.user.onboarding(), 'individual-details'] as const,
    businessDetails: () => [...queryKeys.user.onboarding(), 'business-details'] as const,
  },
  home: {
    all: ['home'] as const,
    overview: () => [...queryKeys.home.all, 'overview'] as const,
  },
  properties: {
    all: ['properties'] as const,
    lists: () => [...queryKeys.properties.all, 'list'] as const,
    list: (search: string, page: number) => [...queryKeys.properties.lists(), { search, page }] as const,
    detail: (propertyId: string) => [...queryKeys.properties.all, 'detail', propertyId] as const,
    unitLists: () => [...queryKeys.properties.all, 'property-units'] as const,
    units: (propertyId: string, page: number) =>
      [...queryKeys.properties.unitLists(), propertyId, { page }] as const,
    configuration: (locale: string) => [...queryKeys.properties.all, 'configuration', locale] as const,
    unitSelector: (search: string) => [...queryKeys.properties.all, 'unit-selector', { search }] as const,
    /** The units a reservations list can be narrowed to (one page, not the selector's infinite list). */
    unitFilter: (search: string) => [...queryKeys.properties.all, 'unit-filter', { search }] as const,
    /** Every one of the host's properties, the timeline's property filter offers them all. */
    timelineFilter: () => [...queryKeys.properties.all, 'timeline-filter'] as const,
  },
  units: {
    all: ['units'] as const,
    unit: (unitId: string) => [...queryKeys.units.all, 'unit', unitId] as const,
    listingProgress: (unitId: string) => [...queryKeys.units.unit(unitId), 'listing-progress'] as const,
    regionalRequirements: (unitId: string) =>
      [...queryKeys.units.unit(unitId), 'regional-requirements'] as const,
    regionalConfiguration: (unitId: string) =>
      [...queryKeys.units.regionalRequirements(unitId), 'configuration'] as const,
    promotions: (unitId: string) => [...queryKeys.units.unit(unitId), 'promotions'] as const,
    promotionsConfiguration: (unitId: string) =>
      [...queryKeys.units.promotions(unitId), 'configuration'] as const,
    /** Outside the unit's own key: saving the unit does not refetch its seasons. */
    seasons: (unitId: string) => [...queryKeys.units.all, unitId, 'seasons'] as const,
    planChoice: (unitId: string) => ['listing', 'unit', unitId, 'plan-choice'] as const,
  },
  subscriptions: {
    all: ['subscriptions'] as const,
    user: () => [...queryKeys.subscriptions.all, 'user'] as const,
    plans: () => [...queryKeys.subscriptions.all, 'plans'] as const,
  },
  publicListing: (unitPublicId: string) => ['public-listing', unitPublicId] as const,
  places: (query: string) => ['places', 'search', query] as const,
  /** Titles come in the language the call names, so the language is part of the key. */
  knowledgeArticles: (context: string, locale: string) =>
    ['help', 'knowledge-articles', context, locale] as const,
  notifications: {
    all: ['notifications'] as const,
    list: () => [...queryKeys.notifications.all, 'list'] as const,
  },
  messaging: {
    all: ['messaging'] as const,
    unreadCount: () => [...queryKeys.messaging.all, 'unread-count'] as const,
    /** Every inbox list, whatever its filters and search. */
    channelLists: () => [...queryKeys.messaging.all, 'channels'] as const,
    channelList: (filters: Record<string, unknown>) =>
      [...queryKeys.messaging.channelLists(), filters] as const,
    channel: (channelId: string) => [...queryKeys.messaging.all, 'channel', channelId] as const,
    history: (channelId: string) => [...queryKeys.messaging.channel(channelId), 'history'] as const,
    /** The guest area's one chat (the guest token names it). */
    guestChat: () => [...queryKeys.messaging.all, 'guest-chat'] as const,
    guestHistory: () => [...queryKeys.messaging.guestChat(), 'history'] as const,
  },
  reservations: {
    all: ['reservations'] as const,
    pendingRequestsCount: () => [...queryKeys.reservations.all, 'booking-requests-pending-count'] as const,
    /** Every reservations list (requests, bookings, inquiries), whatever its tab and filters. */
    lists: () => [...queryKeys.reservations.all, 'list'] as const,
    list: (kind: 'requests' | 'bookings' | 'inquiries', params: object) =>
      [...queryKeys.reservations.lists(), kind, params] as const,
    bookingRequest: (id: string) => [...queryKeys.reservations.all, 'booking-request', id] as const,
    booking: (bookingId: string) => [...queryKeys.reservations.all, 'booking', bookingId] as const,
    inquiry: (id: string) => [...queryKeys.reservations.all, 'inquiry', id] as const,
    /** Under the inquiry's own key: refreshing the inquiry refreshes what overlaps it. */
    inquiryOverlaps: (id: string, page: number) =>
      [...queryKeys.reservations.inquiry(id), 'overlapping-unavailabilities', { page }] as const,
  },
  calendar: {
    all: ['calendar'] as const,
    /** Everything one unit's calendar shows, whatever month: an edit refreshes it all. */
    unit: (unitId: string) => [...queryKeys.calendar.all, 'unit', unitId] as const,
    unitRange: (unitId: string, range: { dateFrom: string; dateTo: string }) =>
      [...queryKeys.calendar.unit(unitId), range] as const,
    /** The units the calendar's picker offers (every one of the host's, not a search). */
    unitOptions: () => [...queryKeys.calendar.all, 'unit-options'] as const,
    /** Every chunk of the multi-unit timeline (under `calendar`, so a month-view edit refreshes it). */
    timeline: () => [...queryKeys.calendar.all, 'timeline'] as const,
    timelineChunk: (chunk: {
      dateFrom: string;
      dateTo: string;
      propertyId: string | null;
      page: number;
      limit: number;
    }) => [...queryKeys.calendar.timeline(), chunk] as const,
  },
  /** The host's to-do items (such as the bulk switch to instant booking). */
  tasks: {
    all: ['tasks'] as const,
    list: () => [...queryKeys.tasks.all, 'list'] as const,
  },
  staff: {
    all: ['staff'] as const,
    hosts: (search: string, page: number) => [...queryKeys.staff.all, 'hosts', { search, page }] as const,
    impersonation: () => [...queryKeys.staff.all, 'impersonation'] as const,
  },
};

/**
 * The caches of other pages that show a unit's title, state or thumbnail (property lists, a
 * property's units): they refetch when next shown after the unit changes. The top bar reads the
 * unit's own entry (`units.unit`), which a save replaces directly.
 */
export const unitShownElsewhereKeys = () =>
  [queryKeys.properties.lists(), queryKeys.properties.unitLists()] as const;
