// One jest configuration for every package: `module.exports = require('../jest.base.cjs')(__dirname)`.
const path = require('node:path');

const repoRoot = __dirname;
const sharedDir = path.join(repoRoot, 'shared');
// Chakra's theme parts (the `chakra-theme` alias of webpack) in their CommonJS build.
const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [sharedDir] }));

/** @param {string} packageDir @returns {import('jest').Config} */
module.exports = function createJestConfig(packageDir) {
  const resolveFromPackage = (request) => require.resolve(request, { paths: [packageDir] });
  return {
    rootDir: packageDir,
    displayName: path.basename(packageDir),
    testEnvironment: resolveFromPackage('jest-environment-jsdom'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        resolveFromPackage('@swc/jest'),
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
      '^@qa/shared/(.*)$': `${sharedDir}/src/$1`,
      '^@qa/testing/(.*)$': `${sharedDir}/testing/$1`,
      '^chakra-theme/(.*)$': `${chakraDir}/dist/cjs/theme/$1.cjs`,
    },
    // msw 2 pulls in ESM-only helpers; compile them to CommonJS like our sources.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(until-async|rettime)[@/])'],
    setupFiles: [path.join(repoRoot, 'scripts/jest/jsdom-stubs.cjs')],
    setupFilesAfterEnv: [
      resolveFromPackage('@testing-library/jest-dom'),
      path.join(sharedDir, 'testing/jest-setup.ts'),
    ],
    // A test's limit guards against a hang: 5 s (the default) failed sound tests on a loaded 2-core machine.
    testTimeout: 15_000,
    clearMocks: true,
    restoreMocks: true,
  };
};
