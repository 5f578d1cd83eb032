import { relative } from 'node:path';

/**
 * Server test files that never open a database: parsers, pure rules, plugins on a bare Fastify,
 * password hashing, the socket heartbeat. Nothing in them can differ between PGlite and
 * PostgreSQL, so the PostgreSQL layer of `npm test` leaves them out; the PGlite layer runs them.
 * A listed file that asks for a database fails (openTestDatabase refuses), so the list cannot keep
 * SQL away from the real engine. Paths are relative to apps/server.
 */
export const ENGINE_INDEPENDENT_TEST_FILES: readonly string[] = [
  'src/app/config.test.ts',
  'src/app/json-body.test.ts',
  'src/app/openapi-schemas.test.ts',
  'src/app/register-endpoint.test.ts',
  'src/app/scheduled-job.test.ts',
  'src/app/token-verifier.test.ts',
  'src/db/schema/public-id.test.ts',
  'src/db/seed/seed-calendar.test.ts',
  'src/db/seed/seed-seasons.test.ts',
  'src/identity/identity.locale.test.ts',
  'src/identity/passwords.test.ts',
  'src/modules/calendar-sync/feed-fetch.test.ts',
  'src/modules/calendar-sync/ical-feed-parse.test.ts',
  'src/modules/calendar-sync/ical-recurrence.test.ts',
  'src/modules/calendar/calendar-entries.test.ts',
  'src/modules/listing/place-search.test.ts',
  'src/modules/messaging/socket-heartbeat.test.ts',
  'src/storage/file-storage.test.ts',
  'src/storage/files.routes.test.ts',
  'test/declared-error-codes.test.ts',
  'test/engine-independent.test.ts',
];

const serverRoot = new URL('..', import.meta.url).pathname;

/** Whether a test file (absolute path) is one of the list above. */
export function isEngineIndependent(testFile: string): boolean {
  return ENGINE_INDEPENDENT_TEST_FILES.includes(relative(serverRoot, testFile));
}
