const { node } = require('../jest.shared');

module.exports = {
  ...node,
  displayName: 'chaos',
  testMatch: ['<rootDir>/test/chaos/**/*.spec.ts'],
};
