import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { units } from './properties.table';
import { newPublicId } from './public-id';
import { bookings } from './reservations.table';
import { users } from './users.table';

/** Guest reviews of a unit, with the host's reply. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id')
      .notNull()
      .unique()
      .$defaultFn(() => newPublicId('review', undefined, 8)),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    guestName: text('guest_name').notNull(),
    guestCountryCode: text('guest_country_code'),
    /** Overall rating, 1 to 5. */
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    language: text('language'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Until the host marks the unit's new reviews as seen. */
    isNew: boolean('is_new').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_unit_created_idx').on(t.unitId, t.createdAt),
    index('reviews_host_new_idx').on(t.hostId, t.isNew),
    index('reviews_host_created_idx').on(t.hostId, t.createdAt),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
