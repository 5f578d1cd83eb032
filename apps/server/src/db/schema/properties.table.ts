import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  PropertyType,
  PropertyUnitState,
} from '@hostdeck/contract/properties/property-unit-state.schemas';
import type {
  AccommodationType,
  BookingType,
  CalendarStatus,
  CancellationPolicy,
  MeasurementSystem,
  MinimumNoticeDays,
} from '@hostdeck/contract/properties/property-unit-options.schemas';
import type { Room } from '@hostdeck/contract/properties/rooms.schemas';
import type { LengthOfStayDiscountTier } from '@hostdeck/contract/properties/length-of-stay-discounts.rules';
import { newPublicId } from './public-id';
import { users } from './users.table';

// States, types and options come from the contract; stored as text so a new value is not a migration.
export type UnitRoom = Room;
/** A unit's regional requirements: ownership plus country-specific config fields. */
export interface UnitRegionalRequirements {
  ownership?: { isOwner: boolean };
  fields?: Record<string, string | number | boolean | null>;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * One more on every write to the row (the repositories bump it). A read hands it out as the ETag and
 * a save may send it back in If-Match, so a save made from an older read is refused instead of
 * silently overwriting what another tab saved in between. A counter, not updated_at: two writes in
 * the same millisecond still differ.
 */
const version = () => integer('version').notNull().default(1);

/** A property with its address inline: one address per property. */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id')
      .notNull()
      .unique()
      .$defaultFn(() => newPublicId('property')),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    title: text('title'),
    description: text('description'),
    restaurantDescription: text('restaurant_description'),
    specialOfferDescription: text('special_offer_description'),
    countryCode: text('country_code'),
    countryName: text('country_name'),
    /** At most 3 characters; the form enforces it. */
    stateOrProvince: text('state_or_province'),
    city: text('city'),
    street: text('street'),
    houseNumberOrName: text('house_number_or_name'),
    postalCode: text('postal_code'),
    formattedAddress: text('formatted_address'),
    googlePlaceId: text('google_place_id'),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    version: version(),
    ...timestamps,
  },
  (t) => [
    index('properties_host_created_idx').on(t.hostId, t.createdAt),
    index('properties_host_title_idx').on(t.hostId, sql`lower(${t.title})`),
  ],
);

/** A rentable unit; a single property has exactly one. */
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id')
      .notNull()
      .unique()
      .$defaultFn(() => newPublicId('unit')),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Denormalised from the property so every host-scoped list filters on one index. */
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    description: text('description'),
    state: text('state').$type<PropertyUnitState>().notNull().default('IN_PROGRESS'),
    accommodationType: text('accommodation_type').$type<AccommodationType>(),
    bedroomCount: integer('bedroom_count'),
    guests: integer('guests'),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    rooms: jsonb('rooms').$type<UnitRoom[]>().notNull().default([]),
    /** Always square metres, whatever the host typed; the unit is how the host entered it. */
    propertySize: numeric('property_size', { precision: 10, scale: 2, mode: 'number' }),
    propertySizeMeasurementUnit: text('property_size_measurement_unit')
      .$type<MeasurementSystem>()
      .notNull()
      .default('metric'),
    bookingType: text('booking_type').$type<BookingType>().notNull().default('onLine'),
    cancellationPolicy: text('cancellation_policy').$type<CancellationPolicy>(),
    calendarStatus: text('calendar_status').$type<CalendarStatus>().notNull().default('AVAILABLE'),
    /** Minor units (cents) of `currency`. */
    pricePerNight: integer('price_per_night'),
    currency: text('currency').notNull().default('EUR'),
    minNights: integer('min_nights').notNull().default(1),
    /** Days of notice a guest must give (same day, 1, 2, 3 or 7); null until the host chooses. */
    minimumNoticeDays: integer('minimum_notice_days').$type<MinimumNoticeDays>(),
    /** Longest stay a guest may book; null means no limit. */
    maxNights: integer('max_nights'),
    /** Nights kept free after each stay for cleaning and turnover. */
    preparationDays: integer('preparation_days').notNull().default(0),
    /** How many days ahead a check-in may be; null means no limit. */
    bookingWindowDays: integer('booking_window_days'),
    /** Weekdays a stay may start on (0 = Sunday … 6 = Saturday); null means any day. */
    checkInDays: jsonb('check_in_days').$type<number[]>(),
    /** Secret of the unit's iCal export feed URL; made on first use, replaced when the host regenerates it. */
    icalExportToken: text('ical_export_token').unique(),
    /** Whole list, shortest stay first, as the contract's rule accepted it; read and written whole. */
    lengthOfStayDiscounts: jsonb('length_of_stay_discounts')
      .$type<LengthOfStayDiscountTier[]>()
      .notNull()
      .default([]),
    registrationNumber: text('registration_number'),
    registrationNumberValid: boolean('registration_number_valid').notNull().default(true),
    nationalIdCode: text('national_id_code'),
    nationalIdCodeValid: boolean('national_id_code_valid').notNull().default(true),
    regionalRequirements: jsonb('regional_requirements').$type<UnitRegionalRequirements>(),
    /** Public listing URLs; empty while a published unit is still "publishing". */
    previewLinks: jsonb('preview_links').$type<string[]>().notNull().default([]),
    /** Order inside a multi-unit property. */
    position: integer('position').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: version(),
    ...timestamps,
  },
  (t) => [
    index('units_host_state_idx').on(t.hostId, t.state),
    index('units_host_created_idx').on(t.hostId, t.createdAt),
    index('units_property_idx').on(t.propertyId, t.position),
    index('units_host_title_idx').on(t.hostId, sql`lower(${t.title})`),
  ],
);

/** Unit photos; the bytes live in FileStorage (src/storage) under `storage_key`. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photos_unit_position_idx').on(t.unitId, t.position)],
);

/** Per unit, the completed listing-flow step names; the flow resumes at the first step not in it. */
export const listingProgress = pgTable('listing_progress', {
  unitId: uuid('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  completedSteps: jsonb('completed_steps').$type<string[]>().notNull().default([]),
  hiddenSteps: jsonb('hidden_steps').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
export type UnitRow = typeof units.$inferSelect;
export type NewUnitRow = typeof units.$inferInsert;
export type PhotoRow = typeof photos.$inferSelect;
export type NewPhotoRow = typeof photos.$inferInsert;
export type ListingProgressRow = typeof listingProgress.$inferSelect;
