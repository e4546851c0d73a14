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

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^@insieme/schema$': '<rootDir>/../schema/src/index.ts' },
  globalSetup: '<rootDir>/src/test/global-setup.mjs',
  globalTeardown: '<rootDir>/src/test/global-teardown.mjs',
  setupFiles: ['<rootDir>/src/test/setup-env.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
};
