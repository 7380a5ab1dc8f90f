const { node } = require('../test/jest.shared');

module.exports = {
  ...node,
  displayName: 'cli',
  testMatch: ['<rootDir>/cli/test/**/*.spec.ts'],
};
