import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Web layering (STYLE.md: shared → features → app/routes), enforced here rather than claimed.
const webFeaturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'apps/web/src/features');
const webFeatures = readdirSync(webFeaturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The edges between features that are real, each explained in docs/decisions/0014: the listing flow
 * shows the unit settings forms as steps and reads properties and their units; pages of several
 * features show the not-found and failed-to-load pages; unit actions refresh the home overview.
 */
const allowedFeatureEdges = {
  listing: ['units', 'properties', 'errors', 'home'],
  properties: ['home'],
};

function webImportRules(extraPatterns = []) {
  return {
    paths: [
      {
        name: '@mantine/notifications',
        message:
          'Show toasts with showSuccessToast / showFailureToast from @/shared/ui/toast, so every toast is placed, announced and closed the same way.',
      },
      {
        name: '@hostdeck/contract/endpoints',
        message:
          'Import the one endpoint from its domain module (@hostdeck/contract/<domain>/<domain>.endpoints): the whole table puts every schema in the first route.',
      },
    ],
    patterns: [
      {
        group: ['../../features/*', '../features/*', '../../../features/*'],
        message: 'Import features through the @/features alias, where the zones below check them.',
      },
      ...extraPatterns,
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', webImportRules()],
    },
  },
  // One zone per feature folder, read from the disk, so a new feature is covered the day it is made.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        webImportRules([
          {
            group: [
              '@/features/*',
              `!@/features/${feature}`,
              ...(allowedFeatureEdges[feature] ?? []).map((other) => `!@/features/${other}`),
              '@/app/router',
              '@/routes/*',
            ],
            message: `Features do not import each other (nor routes): move what ${feature} shares to @/shared, or record the edge in allowedFeatureEdges (eslint.config.js) with a decision record.`,
          },
        ]),
      ],
    },
  })),
  {
    // shared/ is below the features: it never reaches up into them.
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        webImportRules([
          { group: ['@/features/*', '@/routes/*'], message: 'shared/ never imports features or routes.' },
        ]),
      ],
    },
  },
  {
    // The one place that talks to Mantine's toast store.
    files: [
      'apps/web/src/shared/ui/toast.ts',
      'apps/web/src/shared/ui/toast-host.tsx',
      'apps/web/src/shared/ui/testing/toast-spy.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Named exports only (STYLE.md), except files whose tools demand a default export.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.config.ts', '**/vite.config.ts', '**/drizzle.config.ts', 'e2e/playwright.config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
);
