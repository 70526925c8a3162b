import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Another top folder is reached by its alias, never by climbing out of one's own. */
const byAlias = {
  regex: '^(\\.\\./)+(app|server|tests)/',
  message: 'Import another top folder by its alias: #app/…, #server/… or #tests/….',
};
/** Test data (held-out sets, golden files) stays out of production code. */
const noTestData = {
  regex: '^(#tests/|(\\.\\./)+tests/)',
  message: 'Test data (held-out sets, golden files) is never imported by production code.',
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.e2e-data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Leading underscores mark values destructured only to leave them out.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Our own code renders no raw HTML; the few documented exceptions say why.
      'react/no-danger': 'off',
    },
  },
  {
    // Layers: code reaches another top folder by its alias, never by climbing out of its own,
    // and no production module imports test data (held-out sets, golden files).
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [byAlias, noTestData] }] },
  },
  {
    // scripts/ may read the held-out sets (the bench scores them); app/ and server/ may not.
    files: ['scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [byAlias] }] },
  },
  {
    // The help bot reaches content through one adapter, knowledge.ts, so a change in a content
    // module is one change there.
    files: ['server/chat/**/*.ts'],
    ignores: ['server/chat/knowledge.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#app/content/|(\\.\\./)+app/content/)',
              message: 'The help bot reads content through server/chat/knowledge.ts only.',
            },
            byAlias,
            noTestData,
          ],
        },
      ],
    },
  },
);
