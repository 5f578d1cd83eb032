import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// `node:url` would need Node types in the browser project; URL and import.meta.url do the same job.
const fromHere = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

/** The API server `npm run dev` runs (its PORT); the dev server forwards every server-owned prefix to it. */
const apiServer = `http://localhost:${process.env.PORT ?? '8080'}`;

/**
 * Vendor code changes far less often than ours, so each big library family gets its own chunk
 * and stays cached across our deployments. CSS stays out of the groups: Mantine's per-component
 * style files travel with the routes that import them, so the first route ships only its own.
 */
function vendor(name: string, packages: string[]) {
  const pattern = new RegExp(
    `node_modules[\\\\/](${packages.map((p) => p.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
  );
  return { name, test: (id: string) => pattern.test(id) && !id.endsWith('.css') };
}

// Mantine is deliberately not a group: as one chunk it carried every component any route uses
// (106 kB gzip on the first route once the unit settings forms existed); split by Rollup, the first
// route loads 15 kB less and the form inputs travel with the pages that render them.
const vendorGroups = [
  vendor('vendor-react', ['react', 'react-dom', 'scheduler']),
  vendor('vendor-router', ['react-router', 'cookie', 'set-cookie-parser']),
  vendor('vendor-query', ['@tanstack/query-core', '@tanstack/react-query']),
  vendor('vendor-oidc', ['oidc-client-ts', 'jwt-decode']),
  vendor('vendor-i18n', [
    'i18next',
    'react-i18next',
    'html-parse-stringify',
    'void-elements',
    'use-sync-external-store',
  ]),
  vendor('vendor-zod', ['zod']),
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fromHere('./src') } },
  server: {
    proxy: {
      '/api': { target: apiServer, ws: true },
      '/auth': apiServer,
      '/config': apiServer,
      '/files': apiServer,
    },
  },
  build: {
    // The manifest maps each route module to its chunks (used to measure what the first route loads).
    manifest: true,
    rolldownOptions: {
      // The silent-renew iframe loads its own tiny page instead of the whole app (see src/silent-callback.ts).
      input: { main: fromHere('./index.html'), 'silent-callback': fromHere('./silent-callback.html') },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Whole forms render in jsdom (a country list, a listing step with its frame); on two busy cores
    // that can pass the 5 s default without anything being wrong.
    testTimeout: 15_000,
  },
});
