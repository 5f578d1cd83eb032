import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      // Features never import each other (STYLE.md: shared → features → app/routes).
      'no-restricted-imports': [
        'error',
        {
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
              group: ['../../features/*', '../features/*'],
              message: 'Import features through @/features from routes/app only.',
            },
          ],
        },
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
