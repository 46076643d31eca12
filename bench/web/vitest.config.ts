import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The bench's own unit tests: `npx vitest run --config bench/web/vitest.config.ts`.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { name: 'bench-web', include: ['*.test.ts'], environment: 'node' },
});
