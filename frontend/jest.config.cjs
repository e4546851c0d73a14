/** Component tests: jsdom + Testing Library, TypeScript/TSX compiled by SWC. */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // whole-form journeys type every field with user-event: a few seconds each on 2 busy cores
  testTimeout: 20000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@insieme/schema$': '<rootDir>/../schema/src/index.ts',
    '^@insieme/schema/limits$': '<rootDir>/../schema/src/limits.ts',
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|svg|webp|avif)$': '<rootDir>/src/test/fileStub.ts',
  },
};
