import { describe, inject, it } from 'vitest';

// The same CMS suite on the throwaway PostgreSQL server of the web project's global setup: the
// PostgreSQL migrations are checked on every CI run, not only by hand.
const postgresUrl = inject('postgresUrl');
if (postgresUrl) {
  process.env.CMS_DATABASE_URL = postgresUrl;
  await import('./cms-suite.test-support');
} else {
  describe('the CMS on PostgreSQL', () => {
    it.skip('needs the PostgreSQL server binaries (see the global setup warning)', () => {});
  });
}
