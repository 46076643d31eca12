import { postgresGlobalSetup } from '@fibre/test-postgres/global-setup';

/** One PostgreSQL server for the run; every suite makes its own database in it (test/databases.ts). */
export default postgresGlobalSetup('provider-api');
