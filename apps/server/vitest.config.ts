import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.postgres.test.ts` need a PostgreSQL server (cutting its connections, say): they run in the
    // PostgreSQL layer of `npm test` only, instead of showing up as skipped in the PGlite layer.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'],
    environment: 'node',
    // Builds the migrated, seeded database template once per run (PGlite dump or a PostgreSQL template database).
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
