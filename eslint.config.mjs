import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'var/**',
      'frontend/src/gql/**',
      'frontend/test-results/**',
      'frontend/playwright-report/**',
      'backend/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Type-aware rules only where a tsconfig covers the file (tests included); scripts and config
    // files keep the syntax-only rules above and need no tsconfig.
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits loses its rejection; Express 5 forwards a rejected handler's
      // error to the error middleware (its RequestHandler type returns unknown, so async
      // handlers pass no-misused-promises without an exception).
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // react-router's navigate() promise only tells when a data-router navigation is done;
          // it does not reject (loader errors go to the route's errorElement)
          allowForKnownSafeCalls: [
            { from: 'package', name: 'NavigateFunction', package: 'react-router' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // reads every field of an object that holds a ref (useEventForm's form, the wizard) as a ref
      'react-hooks/refs': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: {
        graphQLConfig: { schema: 'schema/schema.graphql', documents: 'frontend/src/**/*.graphql' },
      },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      '@graphql-eslint/naming-convention': 'off',
    },
  },
  prettier,
];
