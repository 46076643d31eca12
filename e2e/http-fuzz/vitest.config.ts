import { defineConfig } from 'vitest/config';

// The HTTP fuzz suite on its own (decision 0401): it needs the built site, so neither `vitest run`
// (the unit suite) nor `vitest run .fuzz.test` picks it up; `npm run test:http-fuzz` runs it.
export default defineConfig({
  test: {
    name: 'http-fuzz',
    root: import.meta.dirname,
    include: ['*.http-fuzz.test.ts'],
    environment: 'node',
    // One site, one sequence of requests: nothing in parallel.
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
