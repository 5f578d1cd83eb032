import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
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
  listing: ['units', 'properties', 'errors'],
};

/**
 * Attribute and object-key names whose string value is shown or read aloud (Mantine props, ARIA,
 * HTML): the i18n rule below reports literals given to them. Each is matched as a whole name.
 */
const userVisibleNames = [
  'label',
  '.*Label',
  'title',
  '.*Title',
  'placeholder',
  'alt',
  'description',
  '.*Description',
  'error',
  '.*Message',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'legend',
  'caption',
  'tooltip',
];

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
      // What `scripts/profile-page.mjs --unminified` builds to measure with.
      '**/dist-profile/**',
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
  {
    // Every text a host reads goes through i18n (t('namespace:key')): JSX text, string literals
    // rendered as children ({'Text'}, {ok ? 'Yes' : 'No'}), and string or template literals given to
    // the attributes and object keys that are shown or read aloud (userVisibleNames). Technical
    // attributes (className, variant, size, href, data-*, …) are not listed, so their values are never
    // reported. Select options (data), sections and *Props objects are read through those same keys
    // and through the JSX inside them. Text made of digits, punctuation and symbols only (·, –, /, ×,
    // %, €) and the brand name pass.
    files: ['apps/web/src/**/*.tsx'],
    ignores: [
      'apps/web/src/**/*.test.tsx',
      'apps/web/src/**/*.stories.tsx',
      'apps/web/src/shared/ui/testing/**',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          message: "Text a host reads goes through i18n: render t('namespace:key')",
          'jsx-components': { exclude: ['Trans'] },
          'jsx-attributes': {
            include: [...userVisibleNames, 'children', 'data', '(left|right)Section', '.*Props'],
          },
          'object-properties': { include: userVisibleNames },
          // A string passed to a function inside JSX is that function's input (a translation key, a
          // field name, a route), not text on the screen; t() and its wrappers are among them.
          callees: { exclude: ['[\\s\\S]*'] },
          words: { exclude: [/^[^\p{L}]*$/u, 'Hostdeck'] },
        },
      ],
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
