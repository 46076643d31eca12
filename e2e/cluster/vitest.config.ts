import { defineConfig } from 'vitest/config';

// The many-process suite (issue 21, decision 0552): one local cluster (2 site + 2 API processes
// behind HAProxy, one PostgreSQL, one Redis) for the whole file. It needs the site's production
// build, so neither `vitest run` (the unit suite) picks it up; `npm run test:cluster` runs it after
// the browser tests have built the site.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['*.cluster.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    // Starting the cluster on empty databases (two CMS processes migrating and seeding) on a busy
    // two-core machine; stopping it drains every process.
    hookTimeout: 420_000,
  },
});
