import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/** The billing provider's status of the subscription. */
export type SubscriptionStatus = 'future' | 'in_trial' | 'active' | 'non_renewing' | 'paused' | 'cancelled';
/** Our own view of it; `active` and `cancelled` count as settled (entering one refreshes cached lists). */
export type SubscriptionInternalStatus =
  'pending' | 'in_progress' | 'in_trial' | 'active' | 'cancelled' | 'expired';
export type BoostLevel = 'account' | 'unit';
export interface BoostPeriod {
  startDate: string;
  endDate: string;
}

/**
 * One subscription per host, with its lead, publish and boost quotas and coin credits. Hosts on the
 * commission model have none.
 */
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  hostId: uuid('host_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  planName: text('plan_name').notNull(),
  /** Billing period, e.g. 12 + 'month'. */
  period: integer('period').notNull().default(12),
  periodUnit: text('period_unit').$type<'month' | 'year'>().notNull().default('month'),
  status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
  internalStatus: text('internal_status').$type<SubscriptionInternalStatus>().notNull().default('active'),
  isCancellationScheduled: boolean('is_cancellation_scheduled').notNull().default(false),
  expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
  leadsEnabled: boolean('leads_enabled').notNull().default(true),
  leadsRemaining: integer('leads_remaining').notNull().default(0),
  leadsTotal: integer('leads_total').notNull().default(0),
  unitPublishCost: integer('unit_publish_cost').notNull().default(1),
  unitPublishQuota: integer('unit_publish_quota').notNull().default(0),
  unitPublishUsed: integer('unit_publish_used').notNull().default(0),
  boostAvailableItems: integer('boost_available_items').notNull().default(0),
  boostCost: integer('boost_cost').notNull().default(1),
  boostLevel: text('boost_level').$type<BoostLevel>().notNull().default('account'),
  boostQuota: integer('boost_quota').notNull().default(0),
  boostUsed: integer('boost_used').notNull().default(0),
  boostScheduledPeriods: jsonb('boost_scheduled_periods').$type<BoostPeriod[]>().notNull().default([]),
  coinUnitPublishEnabled: boolean('coin_unit_publish_enabled').notNull().default(false),
  coinUnitPublishQuota: integer('coin_unit_publish_quota').notNull().default(0),
  coinUnitPublishUsed: integer('coin_unit_publish_used').notNull().default(0),
  coinBoostEnabled: boolean('coin_boost_enabled').notNull().default(false),
  coinBoostQuota: integer('coin_boost_quota').notNull().default(0),
  coinBoostUsed: integer('coin_boost_used').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
