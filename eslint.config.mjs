import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '.next/',
      'out/',
      'tests/.out-forms/',
      'tests/.next-contract-*/',
      '.wrangler/',
      'bench/results/',
      'node_modules/',
      'next-env.d.ts',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@next/next': nextPlugin },
    settings: { react: { version: 'detect' } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'react/prop-types': 'off',
      // noUncheckedIndexedAccess types every index read as possibly undefined; `!` marks reads known to be in range.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Pages are plain documents: a link is an ordinary link, prefetched by the speculation rules the
      // build adds to every page, never Next's client-side router (docs/islands.md).
      '@next/next/no-html-link-for-pages': 'off',
      // HTML attributes newer than eslint-plugin-react's list (their types: lib/types/invoker-commands.d.ts).
      'react/no-unknown-property': ['error', { ignore: ['commandfor', 'command', 'closedby'] }],
    },
  },
  {
    // A page is plain HTML unless it renders an island: a client component is a file named *.island.tsx.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.island.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Program > ExpressionStatement[directive='use client']",
          message:
            'Client components (islands) are files named *.island.tsx: rename this file so, or make it a server component (docs/islands.md).',
        },
      ],
    },
  },
  {
    // The schemas describe the content: the code that uses them may change without them changing.
    files: ['schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\./)', message: 'schemas/ imports only zod and its own files.' }] },
      ],
    },
  },
  {
    // Folders by where their code runs (README, "Where things live"); an import across them goes one way only.
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': [
        { type: 'schemas', pattern: 'schemas', partialMatch: false },
        { type: 'lib', pattern: 'lib', partialMatch: false },
        { type: 'components', pattern: 'components', partialMatch: false },
        { type: 'tools', pattern: 'tools', partialMatch: false },
        { type: 'app', pattern: 'app', partialMatch: false },
        { type: 'browser', pattern: 'browser', partialMatch: false },
        // The web editor's own code, bundled for /admin (build/editor/bundle.ts): it runs in the browser.
        { type: 'editor', pattern: 'editor', partialMatch: false },
        { type: 'build', pattern: 'build', partialMatch: false },
        { type: 'scripts', pattern: 'scripts', partialMatch: false },
        { type: 'test-support', pattern: 'tests/support', partialMatch: false },
        { type: 'tests', pattern: 'tests', partialMatch: false },
        { type: 'bench', pattern: 'bench', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        // The island's markup: what the server renders, the browser starts and the build reads.
        { category: 'island-markup', pattern: 'components/islands/markup.ts' },
        // Every island by name: the pages render them, the build's steps look them up.
        { category: 'island-registry', pattern: 'components/islands/registry.ts' },
        // Plain logic the site script shares with a tool: the postcode check's answer, also the quote
        // request's. It imports only plain logic itself (lib/lists, the postcode's format).
        { category: 'browser-logic', pattern: 'tools/coverage/coverage.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.type}} code may not import {{to.type}} code: the folders say where code runs (README, "Where things live"). Move what both need to the side that may be imported.',
          policies: [
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: 'app' } } } },
            { from: { element: { type: 'schemas' } }, allow: { to: { element: { type: 'schemas' } } } },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'schemas'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['components', 'tools', 'app'] } } },
              allow: { to: { element: { types: { anyOf: ['lib', 'schemas', 'components', 'tools'] } } } },
            },
            // An island runs in the browser too: a tool may use the browser's helpers.
            { from: { element: { type: 'tools' } }, allow: { to: { element: { type: 'browser' } } } },
            { from: { element: { type: 'browser' } }, allow: { to: { element: { type: 'browser' } } } },
            { from: { element: { type: 'browser' } }, allow: { to: { file: { categories: 'browser-logic' } } } },
            // The editor's preview renders the site's own components, and checks a body as the content check does.
            {
              from: { element: { type: 'editor' } },
              allow: { to: { element: { types: { anyOf: ['editor', 'lib', 'schemas', 'components', 'tools'] } } } },
            },
            {
              from: { element: { type: 'build' } },
              allow: { to: { element: { types: { anyOf: ['build', 'lib', 'schemas'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['scripts', 'test-support'] } } },
              allow: { to: { element: { types: { anyOf: ['scripts', 'build', 'lib', 'schemas', 'test-support'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['tests', 'bench'] } } },
              allow: {
                to: {
                  element: {
                    types: {
                      anyOf: [
                        'tests',
                        'test-support',
                        'bench',
                        'scripts',
                        'build',
                        'lib',
                        'schemas',
                        'components',
                        'tools',
                        'app',
                        'browser',
                        'editor',
                        'island-registry',
                      ],
                    },
                  },
                },
              },
            },
            { allow: { to: { file: { categories: 'island-markup' } } } },
            {
              from: { element: { types: { anyOf: ['build', 'scripts'] } } },
              allow: { to: { file: { categories: 'island-registry' } } },
            },
            // A unit test beside the code it tests (tools/) may use the tests' helpers.
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { types: { anyOf: ['tests', 'test-support'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS, for the loaders Turbopack runs (build/mdx-loader.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
