import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The load bench's own unit tests: `npx vitest run --config bench/load/vitest.config.ts`.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { name: 'bench-load', include: ['*.test.ts'], environment: 'node' },
});
