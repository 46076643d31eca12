import { defineConfig } from 'vitest/config';

// One root config: every workspace's unit tests run from `npm test`.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/provider-api', 'apps/web', 'bench/web'],
  },
});
