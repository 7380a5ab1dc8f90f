// Settings shared by the Node-side jest projects (api, cli, browser journeys).
const path = require('node:path');

const root = path.resolve(__dirname, '..');

module.exports = {
  root,
  node: {
    rootDir: root,
    testEnvironment: 'node',
    setupFiles: [path.join(root, 'test/quiet-nest-logger.js')],
    transform: {
      '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(root, 'tsconfig.jest.json') }],
    },
    moduleNameMapper: {
      '^@storyvault/contracts$': '<rootDir>/libs/contracts/src',
      '^@storyvault/testing$': '<rootDir>/libs/testing/src',
      '^@storyvault/api-testing$': '<rootDir>/apps/api/testing',
      '^@storyvault/api/(.*)$': '<rootDir>/apps/api/src/$1',
    },
  },
};
