import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // tsconfig says jsx: 'preserve' for Next; the component tests need it compiled, as React 19 does.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: [
      // Unit tests skip each block's lazy client boundary (decision 0312) and render its client part
      // at once; next/dynamic's chunk loading belongs to the build, which the browser tests cover.
      { find: /^(\.{1,2}\/.*)\.lazy$/, replacement: '$1.client' },
      { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      {
        find: '@payload-config',
        replacement: fileURLToPath(new URL('./src/payload.config.ts', import.meta.url)),
      },
      // `server-only` throws outside a React server build; unit tests import server modules directly.
      {
        find: 'server-only',
        replacement: fileURLToPath(new URL('./src/test-support/server-only-stub.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'app/**/*.test.ts', 'app/**/*.test.tsx'],
    // Server code is tested in node; a component test that needs a DOM (axe, focus) says so with a
    // `// @vitest-environment jsdom` comment of its own (decision 0152).
    environment: 'node',
    // Modules the site loads after the first load, at hand before each file's tests run.
    setupFiles: ['./src/test-support/lazy-modules-at-hand.ts'],
    globalSetup: ['./src/test-support/postgres-global-setup.ts', './src/test-support/redis-global-setup.ts'],
  },
});
