import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every feature folder of src/features, each a zone of its own (see `boundaries` below).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The module boundaries, as bulletproof-react draws them: a feature imports the shared code
 * (src/lib, src/components, src/api) and its own files, never another feature nor the app; the
 * shared code imports neither features nor the app. Pages that join several features are composed
 * in src/app. src/api, the contract generated from the server's OpenAPI description, imports only
 * the zod set-up in src/lib.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: share through src/lib or src/components, or compose the page in src/app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature does not import the app; the app imports features.',
  },
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (src/lib, src/components) imports neither features nor the app.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/app', './src/components'],
    message: 'The API contract (src/api) imports neither features, components nor the app.',
  },
];

export default tseslint.config(
  // src/api/generated is the generator's output, checked by tsc, styled by the generator.
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'src/api/generated'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Features stay independent: they share code through src/components and src/lib only.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-toastify',
              message:
                "Import 'react-toastify/unstyled': the default entry injects a <style> element, which the Content-Security-Policy refuses (its CSS comes from index.css), and mixing the two entries splits the toast queue.",
            },
          ],
          patterns: [
            {
              group: ['../*/features/*', '@/features/*/*/*'],
              message: 'Import a feature through its public entry.',
            },
            {
              group: ['@/api/generated', '@/api/generated/*'],
              message:
                "Import the API contract from '@/api' (types, enum constants) or '@/api/schemas' (zod schemas, with zod configured first).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript and follow `@/` the way tsconfig.app.json and Vite do.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Every text a person reads comes from a message catalogue (docs/i18n.md): a literal in JSX, in
    // an attribute people read or hear, or handed to a toast, is a text left untranslated.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/test/**',
      'src/**/fixtures.ts',
      'src/api/**',
      'src/prerender.tsx',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'alt', 'title', 'placeholder', 'label', 'aria-valuetext'],
          },
          // Calls whose string arguments are names, not texts: the plugin's own list, and
          // react-hook-form's field names (`{...register('email')}`).
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'register',
              'watch',
              'setValue',
              'getValues',
              'setError',
              'clearErrors',
              'resetField',
              'trigger',
              'setFocus',
              'getFieldState',
            ],
          },
          message: 'A text people read comes from a message catalogue (docs/i18n.md), not a literal',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='toast'] > Literal.arguments, CallExpression[callee.name=/^(notify|toast)$/] > Literal.arguments",
          message: 'A toast says a text from a message catalogue (docs/i18n.md), not a literal',
        },
        {
          selector: "CallExpression[callee.object.name='toast'] > TemplateLiteral.arguments",
          message: 'A toast says a text from a message catalogue (docs/i18n.md), not a literal',
        },
      ],
    },
  },
);
