import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BusinessDetails, IndividualDetails } from '@hostdeck/contract/onboarding/onboarding.schemas';
import { users } from './users.table';

/**
 * A host's onboarding: when it started and finished, and the details the
 * listing's personal-details steps collect. The status itself stays on users.onboarding_status, which
 * user info answers. The details are jsonb, not columns: they are validated as a whole by the
 * contract schemas, always read and written together, never filtered on, and hold nested parts
 * (addresses, shareholders, signatories, tax ids) that columns would split over several tables.
 */
export const hostOnboarding = pgTable('host_onboarding', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  individualDetails: jsonb('individual_details').$type<IndividualDetails>(),
  businessDetails: jsonb('business_details').$type<BusinessDetails>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type HostOnboardingRow = typeof hostOnboarding.$inferSelect;
export type NewHostOnboardingRow = typeof hostOnboarding.$inferInsert;
