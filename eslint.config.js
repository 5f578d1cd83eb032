import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

// Web layering (STYLE.md: shared → features → app/routes), enforced here rather than claimed.
const webFeaturesDir = path.join(repoRoot, 'apps/web/src/features');
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
    // No import cycles in the code we ship (decision 0019): a cycle makes the order modules start in
    // decide what is defined, and it hides which module is the lower one. The resolver reads each
    // workspace's tsconfig, so the web's @/ alias and the packages' subpath exports are followed to
    // their files, not treated as unknown modules the check silently skips.
    files: ['apps/server/**/*.ts', 'apps/web/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without this the rule reads only .js files and every TypeScript import ends the search.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Our workspace packages are ours: without this they count as external (they sit outside the
      // importing workspace) and ignoreExternal below would skip a cycle running through them.
      'import-x/internal-regex': '^@hostdeck/',
      // The root tsconfig only lists the workspaces; each file is resolved with its own one.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(repoRoot, 'tsconfig.json') }),
      ],
    },
    rules: {
      // A library in node_modules never imports our files back, so the search need not read them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // no-cycle sees files, not folders: units and properties once imported each other through
      // different files. Properties composes units (a property's answer is made of its units), so
      // the edge runs that way only.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: repoRoot,
          zones: [
            {
              target: 'apps/server/src/modules/units',
              from: 'apps/server/src/modules/properties',
              message:
                'The units module sits below properties (decision 0019): move what both need into units, or do the work in properties.',
            },
          ],
        },
      ],
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
