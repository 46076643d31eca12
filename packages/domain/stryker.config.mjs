// Mutation testing of the business rules: `npm run test:mutation` at the root.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  checkers: [],
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/test-support/**', '!src/demo/**'],
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 85, break: 80 },
  concurrency: 2,
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
