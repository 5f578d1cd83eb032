import { boolean, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { PromotionStatus, PromotionType } from '@hostdeck/contract/promotions/promotions.schemas';
import { units } from './properties.table';

/**
 * A unit's promotions: one row per type, so saving a type again updates it
 * (activate, deactivate, change the discount). The unique (unit, type) index serves the list too.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    type: text('type').$type<PromotionType>().notNull(),
    discountPercent: integer('discount_percent').notNull(),
    enabled: boolean('enabled').notNull(),
    status: text('status').$type<PromotionStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('promotions_unit_type_key').on(t.unitId, t.type)],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
