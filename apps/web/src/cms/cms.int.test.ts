export {};

// The CMS suite on a throwaway SQLite database (the default without CMS_DATABASE_URL).
process.env.CMS_DATABASE_URL = '';
await import('./cms-suite.test-support');
