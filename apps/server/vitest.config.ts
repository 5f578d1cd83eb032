import { defineConfig } from 'vitest/config';
import { ENGINE_INDEPENDENT_TEST_FILES } from './test/engine-independent.ts';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.postgres.test.ts` need a PostgreSQL server (cutting its connections, say): they run in the
    // PostgreSQL layer of `npm test` only, instead of showing up as skipped in the PGlite layer.
    // Files that never open a database run in the PGlite layer only (test/engine-independent.ts).
    exclude: process.env.TEST_DATABASE_URL ? [...ENGINE_INDEPENDENT_TEST_FILES] : ['**/*.postgres.test.ts'],
    environment: 'node',
    // Builds the migrated, seeded database template once per run (PGlite dump or a PostgreSQL template database).
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
