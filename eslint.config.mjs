import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
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
    // The tools (tools/) build on lib/, never the other way round.
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/tools/*'], message: 'lib/ imports nothing from tools/: move what both need into lib/.' },
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
    // CommonJS, for the loaders Turbopack runs (lib/build/mdx-loader.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
