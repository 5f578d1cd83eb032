import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run, one project per workspace (see `npm run test:unit` / `test:server`).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which on a two-core machine is a single
    // worker and a core left idle: the main process mostly waits while workers run (decision 0048).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'translations', root: './packages/translations', include: ['src/**/*.test.ts'] } },
      './apps/server/vitest.config.ts',
      './apps/web/vite.config.ts',
    ],
  },
});
