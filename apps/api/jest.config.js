const { node } = require('../../test/jest.shared');

module.exports = {
  ...node,
  displayName: 'api',
  testMatch: [
    '<rootDir>/apps/api/src/**/*.spec.ts',
    '<rootDir>/apps/api/src/**/*.int-spec.ts',
    // The in-memory fakes of the test kit, tried against the port contracts.
    '<rootDir>/apps/api/testing/**/*.spec.ts',
    // The shared contracts (the message catalogue's completeness among them).
    '<rootDir>/libs/contracts/src/**/*.spec.ts',
    '<rootDir>/apps/api/test/**/*.e2e-spec.ts',
    // The lint's module-cycle finder, which keeps the api's modules acyclic.
    '<rootDir>/scripts/lint/**/*.spec.js',
  ],
};
