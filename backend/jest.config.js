/**
 * Backend tests: unit specs next to the code and integration specs in src/test, all against a
 * real PostgreSQL — DATABASE_URL when set, otherwise an embedded server started once for the run.
 * Each test file gets a database of its own.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
  },
];

/**
 * Tests that load the machine on purpose (floods of hostile requests, /healthz stall measures)
 * run alone, after the others (`INSIEME_JEST_GROUP=alone`, scripts/test.mjs): beside them, the
 * other worker's timing-bound tests (reminders due in seconds, live subscriptions awaited for
 * 4 s) starved, and their own figures measured the neighbour as much as the server.
 */
const ALONE = [
  '/src/test/platform/json-stall\\.spec\\.ts$',
  '/src/test/platform/graphql-hostile\\.spec\\.ts$',
];
const alone = process.env.INSIEME_JEST_GROUP === 'alone';
const selection = alone
  ? { testRegex: ALONE }
  : { testMatch: ['**/*.spec.ts'], testPathIgnorePatterns: ['/node_modules/', ...ALONE] };

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  ...selection,
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^@insieme/schema$': '<rootDir>/../schema/src/index.ts' },
  globalSetup: '<rootDir>/src/test/global-setup.mjs',
  globalTeardown: '<rootDir>/src/test/global-teardown.mjs',
  setupFiles: ['<rootDir>/src/test/setup-env.ts'],
  testTimeout: 60000,
  maxWorkers: alone ? 1 : 2,
};
