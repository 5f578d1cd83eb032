import { defineConfig } from 'vitest/config';

// One Vitest run, one project per workspace (see `npm run test:unit` / `test:server`).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'translations', root: './packages/translations', include: ['src/**/*.test.ts'] } },
      './apps/server/vitest.config.ts',
      './apps/web/vite.config.ts',
    ],
  },
});
