import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const noBarrels = { group: ['**/index', '**/index.ts'], message: 'No barrel files: import the module itself.' };
/** One list per file group: a later config's no-restricted-imports replaces an earlier one, so each repeats the barrel rule. */
const restrictImports = (...patterns) => ['error', { patterns: [noBarrels, ...patterns] }];
const noAppShell = {
  regex: '^(\\.\\./)+app/',
  message: 'src/app/ is the shell on top (router, providers, guards, page registry): import stores/, routing/ and lib/ instead.',
};
const noOtherFeatures = { regex: '^\\.\\./(?!\\.\\./)[^/]+/|/features/', message: 'Features never import each other.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/.tmp/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': restrictImports(),
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/layout/**'],
    rules: { 'no-restricted-imports': restrictImports(noAppShell) },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: { 'no-restricted-imports': restrictImports(noAppShell, noOtherFeatures) },
  },
  {
    files: ['apps/server/src/**'],
    rules: {
      'no-restricted-imports': restrictImports({
        group: ['@cniot/simulator', '@cniot/simulator/*', '**/tools/simulator/**'],
        message: 'The server runs the simulator as a program (db/demo/simulator-process.ts), never imports it.',
      }),
    },
  },
  {
    files: ['tools/simulator/**'],
    rules: {
      'no-restricted-imports': restrictImports({
        group: ['@cniot/server', '@cniot/server/*', '**/apps/**', 'pg', 'drizzle-orm', 'drizzle-orm/*'],
        message: 'The simulator is a plain MQTT client: its devices come from a fleet file, never from the server or its database.',
      }),
    },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': restrictImports({ group: ['fastify*', 'react*', 'drizzle*', '../../apps/*'], message: 'The contract depends on zod only.' }),
    },
  },
);
