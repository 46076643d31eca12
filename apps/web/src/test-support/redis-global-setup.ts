import { redisGlobalSetup } from '@fibre/test-redis/global-setup';

/** One Redis server for the web project's run, used by the shared-store suites (decision 0520). */
export default redisGlobalSetup('web');
