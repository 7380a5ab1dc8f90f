// `npm test` runs every project; PostgreSQL comes from test/pg-global-setup.mjs.
module.exports = {
  globalSetup: '<rootDir>/test/pg-global-setup.mjs',
  globalTeardown: '<rootDir>/test/pg-global-teardown.mjs',
  // Integration, CLI and browser tests start real servers; unit tests finish far sooner.
  testTimeout: 120_000,
  // Two suites at a time even on two cores: most of a suite's time is spent waiting on the servers,
  // PostgreSQL and Chromium it starts, so the second worker overlaps those waits
  // (docs/decisions/0054-test-suite-two-workers.md).
  maxWorkers: 2,
  projects: [
    '<rootDir>/apps/api/jest.config.js',
    '<rootDir>/cli/jest.config.js',
    '<rootDir>/apps/web/jest.config.cjs',
    '<rootDir>/test/browser/jest.config.js',
    '<rootDir>/test/chaos/jest.config.js',
  ],
};
