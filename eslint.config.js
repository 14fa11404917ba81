import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const noBarrels = { group: ['**/index', '**/index.ts'], message: 'No barrel files: import the module itself.' };
/** One list per file group: a later config's no-restricted-imports replaces an earlier one, so each repeats the barrel rule. */
const restrictImports = (...patterns) => ['error', { patterns: [noBarrels, ...patterns] }];
const noAppShell = {
  regex: '^(\\.\\./)+(app/|routing/(router|route-guard|route-loading|page-registry|kept-pages|dynamic-page|redirect-page|loadable)\\.tsx$)',
  message: "src/app/ and routing/'s shell are on top (router, guard, page registry, kept pages, providers): import stores/, lib/ and routing/'s helpers instead.",
};
const noOtherFeatures = { regex: '^\\.\\./(?!\\.\\./)[^/]+/|/features/', message: 'Features never import each other.' };
const noAllLanguages = {
  group: ['@cniot/contract/i18n', '@cniot/contract/dict-labels', '@cniot/contract/messages/*'],
  message:
    "These hold every language's texts, all of which would land in the console's chunks: the console's messages come from virtual:contract-messages/<language> (i18n/i18n.ts), dictionary labels and role names from them too (components/dict.tsx, keys from @cniot/contract/dict-label-keys), resolveLanguage from @cniot/contract/language.",
};

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
    files: ['apps/web/src/**'],
    rules: { 'no-restricted-imports': restrictImports(noAllLanguages) },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/layout/**'],
    rules: { 'no-restricted-imports': restrictImports(noAllLanguages, noAppShell) },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: { 'no-restricted-imports': restrictImports(noAllLanguages, noAppShell, noOtherFeatures) },
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
