import { defineConfig } from 'vitest/config';

// One root config: every workspace's unit tests run from `npm test`.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/provider-api',
      'apps/web',
      'apps/stand-ins',
      'bench/web',
      'bench/load',
      // The root scripts' own logic (npm start's token), plain Node modules with no workspace.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      // The decision records' index (docs/decisions/README.md) against the records themselves.
      { test: { name: 'docs', include: ['docs/**/*.test.ts'] } },
    ],
  },
});
