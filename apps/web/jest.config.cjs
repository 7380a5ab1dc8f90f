/** Unit tests of the browser app, run under jsdom. The package is ESM ("type": "module"), hence .cjs. */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          // 'bundler' resolution is only valid with ES modules; jest loads CommonJS.
          moduleResolution: 'node10',
          esModuleInterop: true,
          isolatedModules: true,
        },
      },
    ],
    '/node_modules/react-hotkeys-hook/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true } },
    ],
  },
  // react-admin requires react-hotkeys-hook, which ships ES modules only: compile it to CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!react-hotkeys-hook/)'],
  moduleNameMapper: {
    '^@storyvault/contracts$': '<rootDir>/../../libs/contracts/src/index.ts',
    '\\.css$': '<rootDir>/test/style-stub.cjs',
  },
  setupFiles: ['<rootDir>/test/jest-setup.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/jest-after-env.cjs'],
};
