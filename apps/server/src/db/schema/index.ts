// Every table, for Drizzle's relational queries and drizzle-kit. One file per table group.
export * from './users.table';
export * from './properties.table';
export * from './reservations.table';
export * from './reviews.table';
export * from './notifications.table';
export * from './messaging.table';
export * from './saved-replies.table';
export * from './subscriptions.table';
export * from './user-interactions.table';
export * from './impersonation.table';
export * from './identity.table';
export * from './promotions.table';
export * from './onboarding.table';
export * from './listing.table';
export * from './channel.table';
export * from './tasks.table';
export * from './calendar.table';
