const { node } = require('../jest.shared');

module.exports = {
  ...node,
  displayName: 'browser',
  testMatch: ['<rootDir>/test/browser/**/*.journey.ts'],
};
