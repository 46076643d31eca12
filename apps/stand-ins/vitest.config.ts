import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'stand-ins',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
