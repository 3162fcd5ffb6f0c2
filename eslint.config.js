// ESLint: JavaScript's and typescript-eslint's recommended rules for the TypeScript, and
// eslint-plugin-astro's for the .astro pages. No rule needs type information, so linting needs no
// build and no `astro sync`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    // .gitignore's folders (dist/, dist.next-*/, …) are not read by ESLint, so they are listed here.
    ignores: [
      'dist/',
      'dist',
      '.dist.generations/',
      '.dist-indica.generations/',
      'client/dist/',
      'client/lib/',
      'dist.next-*/',
      'dist.old-*/',
      'dist-indica/',
      'dist-indica.next-*/',
      'dist-indica.old-*/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/out/',
      '.wrangler/',
      'content/',
      'tests/fixtures/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `const { id: _, ...rest } = record` is how the code drops a field from a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // A function longer than a screenful or two does more than one thing: split it (blank lines
      // and comments do not count, so explaining a function never pushes it over).
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Tests list their cases inline: a long test is not a function that does too much. (Data, such as
    // the curation tables of content/, is not linted at all.)
    files: ['tests/**/*.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // Tests poke at JSON answers, OpenAPI documents and downloads of many shapes that the product's
    // own schemas validate; a test may read them loosely.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
