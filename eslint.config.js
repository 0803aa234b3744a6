import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import moduleBoundaries from './eslint/module-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/portal/**/*.{ts,tsx}', 'apps/tool/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  { files: ['**/*.mjs', 'scripts/**', 'bench/**', '.ci/**'], languageOptions: { globals: { ...globals.node } } },
  // Server modules meet through their front doors along the edges declared in
  // apps/server/src/modules/dependencies.json (tests may reach into what they test).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support.ts', '**/*-test-support.ts'],
    plugins: { boundaries: moduleBoundaries },
    rules: { 'boundaries/server-modules': 'error' },
  },
  // The web apps' modules meet through front doors as well (tests may reach into what they test).
  {
    files: ['apps/portal/src/**/*.{ts,tsx}', 'apps/tool/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { boundaries: moduleBoundaries },
    rules: { 'boundaries/client-modules': 'error' },
  },
  // Edges between apps and packages: shared depends on nothing of ours, ui only on shared, the web
  // apps on shared and ui (never on the server or on each other).
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@portal/ui', '@portal/server', '**/apps/**', '**/packages/ui/**'], message: 'packages/shared depends on nothing of ours: server and browsers both import it.' }] }] },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@portal/server', '**/apps/**'], message: 'packages/ui serves both web apps: it may import @portal/shared only.' }] }] },
  },
  {
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@portal/server', '**/apps/server/**', '**/apps/tool/**', '../../../tool/**'], message: 'The portal talks to the server through the API and @portal/shared, and shares code with the tool site only through packages.' }] }] },
  },
  {
    files: ['apps/tool/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@portal/server', '**/apps/server/**', '**/apps/portal/**', '../../../portal/**'], message: 'The tool site talks to the server through the API and @portal/shared, and shares code with the portal only through packages.' }] }] },
  },
);
