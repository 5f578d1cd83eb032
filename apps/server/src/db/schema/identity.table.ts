import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys of the embedded identity server (identity/identity.keys.ts): the RS256 token signing key
 * and the cookie signing secrets. Kept in the database so every replica and every restart signs
 * with the same keys (tokens and SSO cookies stay valid).
 */
export const identityKeys = pgTable('identity_keys', {
  /** Fixed per slot (e.g. `signing-1`), so two replicas starting together cannot both create one. */
  id: text('id').primaryKey(),
  kind: text('kind').$type<'signing' | 'cookie'>().notNull(),
  /** A private JWK (signing) or `{ secret }` (cookie). */
  material: jsonb('material').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Everything oidc-provider persists through its adapter (sessions, interactions, grants,
 * authorization codes, refresh tokens, ...), one row per model instance.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Failed login attempts per key (a hashed account-and-address pair, or `ip:<address>`) and when the
 * last one was, from which identity.rate-limit.ts works out how long the next attempt waits; see
 * docs/decisions/0002-login-rate-limit.md for why this lives in the database.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});
