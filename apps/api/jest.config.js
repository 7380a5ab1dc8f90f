const { node } = require('../../test/jest.shared');

module.exports = {
  ...node,
  displayName: 'api',
  testMatch: [
    '<rootDir>/apps/api/src/**/*.spec.ts',
    '<rootDir>/apps/api/src/**/*.int-spec.ts',
    '<rootDir>/apps/api/test/**/*.e2e-spec.ts',
  ],
};
