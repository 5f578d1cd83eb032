import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * A host's API keys for the channel intake. The secret itself is never stored: only its SHA-256
 * (the secret is 32 random bytes, so a plain hash is as strong as a slow one) and a short prefix the
 * host recognises it by. A revoked key keeps its row, so the intake audit can still name it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole secret. */
    secretHash: text('secret_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_host_idx').on(t.hostId, t.createdAt)],
);

/** Which intake call an idempotency record or an audit row is about. */
export type ChannelCall = 'bookingRequest' | 'booking' | 'inquiry';

/**
 * The first answer to an intake call sent with an `Idempotency-Key`, per API key, kept 24 hours: a
 * retry with the same key and body gets it again instead of a second reservation. The row is written
 * in the transaction that creates the reservation; the answer is filled in right after.
 */
export const channelIdempotency = pgTable(
  'channel_idempotency',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    call: text('call').$type<ChannelCall>().notNull(),
    /** Hex SHA-256 of the parsed body, serialised with sorted keys. */
    requestHash: text('request_hash').notNull(),
    /** The public id of the reservation the call created. */
    reservationId: text('reservation_id').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('channel_idempotency_key_uq').on(t.apiKeyId, t.idempotencyKey)],
);

/** How an intake call ended: a reservation made, refused, or the first answer given again. */
export type ChannelOutcome = 'accepted' | 'refused' | 'replayed';

/** One row per intake call that came with a valid API key, whatever its outcome. */
export const channelIntakeAudit = pgTable(
  'channel_intake_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    call: text('call').$type<ChannelCall>().notNull(),
    outcome: text('outcome').$type<ChannelOutcome>().notNull(),
    statusCode: integer('status_code').notNull(),
    /** The refusal's code (`reservations.datesTaken`, `common.validation`), null when accepted. */
    errorCode: text('error_code'),
    reservationId: text('reservation_id'),
    idempotencyKey: text('idempotency_key'),
    correlationId: text('correlation_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('channel_intake_audit_key_created_idx').on(t.apiKeyId, t.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewChannelIntakeAuditRow = typeof channelIntakeAudit.$inferInsert;
