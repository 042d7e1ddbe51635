import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
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
          ],
        },
      ],
    },
  },
);
