import { describe, expect, it } from 'vitest';
import { parseCommandStats, storeCostsPerJourney } from './store-costs';

describe('store costs', () => {
  it('reads the calls of each command from INFO commandstats', () => {
    const info =
      '# Commandstats\r\ncmdstat_get:calls=120,usec=300,usec_per_call=2.50,rejected_calls=0,failed_calls=0\r\ncmdstat_evalsha:calls=40,usec=900\r\ncmdstat_client|setname:calls=2,usec=1\r\n';
    expect(parseCommandStats(info)).toEqual({ get: 120, evalsha: 40, 'client|setname': 2 });
  });

  it('divides what the run added by the journeys completed, most called commands first', () => {
    const before = {
      redisCommands: 1000,
      redisCalls: { get: 500, ping: 100, set: 10 },
      apiTransactions: 50,
      cmsTransactions: 7,
    };
    const after = {
      redisCommands: 1600,
      redisCalls: { get: 900, ping: 110, set: 10, evalsha: 180 },
      apiTransactions: 250,
      cmsTransactions: 9,
    };
    expect(storeCostsPerJourney(before, after, 20)).toEqual({
      redisCommandsPerJourney: 30,
      redisTopCommands: [
        { command: 'get', perJourney: 20 },
        { command: 'evalsha', perJourney: 9 },
        { command: 'ping', perJourney: 0.5 },
      ],
      apiTransactionsPerJourney: 10,
      cmsTransactionsPerJourney: 0.1,
    });
    expect(storeCostsPerJourney(before, after, 0)).toBeNull();
  });
});
