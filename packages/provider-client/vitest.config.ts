import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'provider-client', include: ['src/**/*.test.ts'], environment: 'node' },
});
