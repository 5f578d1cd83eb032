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
    // One worker process runs file after file with the modules it already loaded (Fastify, the
    // identity server, PGlite's WebAssembly) instead of a fresh process importing them all again
    // per file: that import was a quarter of the layer's time. Each file still builds its own app
    // on its own database; module state is keyed by database or app (decision 0048).
    isolate: false,
    // Builds the migrated, seeded database template once per run (PGlite dump or a PostgreSQL template database).
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
