import { postgresGlobalSetup } from '@fibre/test-postgres/global-setup';

/** One PostgreSQL server for the web project's run, used by the CMS suite on PostgreSQL. */
export default postgresGlobalSetup('web');
