import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  date,
} from 'drizzle-orm/pg-core';
import type { SubscriptionExtra } from '@hostdeck/contract/subscriptions/subscription-plans.schemas';
import { units } from './properties.table';

/**
 * A unit's seasonal prices (the price step's seasons page). The list is replaced as a whole,
 * so `position` only keeps the host's order among seasons that start the same day.
 */
export const unitSeasons = pgTable(
  'unit_seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** First and last night, both inclusive. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** In the unit's currency, major units (as the contract sends it). */
    nightly: numeric('nightly', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    minimumStayNights: integer('minimum_stay_nights').notNull(),
    /** Stay rules for stays checking in during the season; null: as the unit says. */
    maxStayNights: integer('max_stay_nights'),
    /** Weekdays guests may arrive on (0 = Sunday … 6 = Saturday); null: as the unit says. */
    checkInDays: jsonb('check_in_days').$type<number[]>(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unit_seasons_unit_idx').on(t.unitId)],
);

export type UnitSeasonRow = typeof unitSeasons.$inferSelect;
export type NewUnitSeasonRow = typeof unitSeasons.$inferInsert;

/**
 * The plan, plan services and boost a host picked for a unit while listing it (the commercial-model
 * and subscription steps); kept until billing turns it into a subscription. One row per unit.
 */
export const unitPlanChoices = pgTable('unit_plan_choices', {
  unitId: uuid('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  planId: text('plan_id'),
  services: jsonb('services').$type<SubscriptionExtra[]>().notNull().default([]),
  boost: boolean('boost').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UnitPlanChoiceRow = typeof unitPlanChoices.$inferSelect;
