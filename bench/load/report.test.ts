import { describe, expect, it } from 'vitest';
import {
  costLine,
  RESULTS_END,
  RESULTS_START,
  renderLoadResults,
  replaceLoadResults,
  runTable,
  scalingLine,
  stepTable,
  storeCostTable,
} from './report';
import { type StepSample, summariseRun } from './stats';
import { STEP_IDS, STEPS } from './steps';

const samples: StepSample[] = STEP_IDS.map((step) => ({ step, ms: 12.4, requests: 1, error: null }));
const run = (label: string, completed: number, extra: StepSample[] = []) =>
  summariseRun(
    { label, sites: 1, apis: 1, visitors: 2, seconds: 10 },
    [...samples, ...extra],
    { started: completed, completed },
    STEP_IDS,
  );
const environment = {
  date: '2026-11-27',
  cores: 2,
  memoryGiB: 24,
  cpuModel: 'Test CPU',
  node: 'v20.20.2',
  loadAverage: 3.25,
};

describe('the load report', () => {
  it('has one row per step of the journey, the configurations side by side', () => {
    const lines = stepTable([run('1 site + 1 API', 5), run('2 sites + 2 APIs', 8)]).split('\n');
    expect(lines).toHaveLength(2 + STEPS.length);
    expect(lines[0]).toBe(
      '| step | requests | 1 site + 1 API p50/p95/p99 ms | failed | 2 sites + 2 APIs p50/p95/p99 ms | failed |',
    );
    expect(lines[2]).toContain('| Finder lookup | `GET /address-finder`, `POST /api/uprn-by-postcode`');
    expect(lines[2]).toContain('| 12 / 12 / 12 | 0 |');
  });

  it("puts each configuration's totals, cores and load average on one row", () => {
    const figures = {
      ...run('2 sites + 2 APIs', 8),
      cpu: { cluster: 1.234, loadGenerator: 0.3, machine: 1.99 },
      loadAverage: 7.46,
    };
    const [header, , row] = runTable([figures]).split('\n');
    expect(header).toBe(
      '| processes | visitors | seconds | journeys | journeys/s | requests | req/s | failed steps | cores busy: cluster / load generator / machine | load average |',
    );
    expect(row).toBe(
      '| 2 sites + 2 APIs | 2 | 10.0 | 8 of 8 | 0.80 | 8 | 0.8 | 0 | 1.23 / 0.30 / 1.99 | 7.5 |',
    );
  });

  it('compares the journeys per core-second of the cluster, last over first', () => {
    const one = { ...run('1 site + 1 API', 10), cpu: { cluster: 0.5, loadGenerator: 0.1, machine: 2 } };
    const two = { ...run('2 sites + 2 APIs', 16), cpu: { cluster: 1, loadGenerator: 0.1, machine: 2 } };
    // 10 journeys in 10 s on 0.5 cores: 2 per core-second; 16 on 1 core: 1.6, so 25 % more CPU each.
    expect(costLine([one, two])).toBe(
      'Per second of CPU the cluster used: 2.00 journeys (1 site + 1 API), 1.60 (2 sites + 2 APIs); a journey cost 25 % more CPU with 2 sites + 2 APIs.',
    );
    expect(costLine([run('1 site + 1 API', 10), two])).toBe('');
  });

  it('shows the store costs only where they were read', () => {
    expect(storeCostTable([run('1 site + 1 API', 5)])).toBe('');
    const costs = {
      redisCommandsPerJourney: 120.25,
      redisTopCommands: [
        { command: 'get', perJourney: 80 },
        { command: 'evalsha', perJourney: 20.5 },
      ],
      apiTransactionsPerJourney: 30,
      cmsTransactionsPerJourney: 0.5,
    };
    const [, , row] = storeCostTable([{ ...run('1 site + 1 API', 5), storeCosts: costs }]).split('\n');
    expect(row).toBe('| 1 site + 1 API | 120.3 | get 80.0, evalsha 20.5 | 30.0 | 0.5 |');
  });

  it('states the scaling figure from journeys per second, last over first', () => {
    expect(scalingLine([run('1 site + 1 API', 5), run('2 sites + 2 APIs', 8)])).toBe(
      'Scaling: 2 sites + 2 APIs completed 1.60 times the journeys per second of 1 site + 1 API (requests per second: 1.00 times).',
    );
    expect(scalingLine([run('1 site + 1 API', 5)])).toBe('');
  });

  it('lists the failed steps with their reasons, or says none failed', () => {
    const failed = run('1 site + 1 API', 5, [{ step: 'slot', ms: 3, requests: 3, error: '409 slot.full' }]);
    const text = renderLoadResults(environment, [failed]);
    expect(text).toContain(
      'Measured 2026-11-27 on 2 cores (Test CPU), 24 GiB, Node v20.20.2; load average 3.3',
    );
    expect(text).toContain('- 1 site + 1 API, Installation slot: 409 slot.full ×1');
    expect(renderLoadResults(environment, [run('1 site + 1 API', 5)])).toContain('No step failed.');
  });

  it('puts the newest results first between the markers and keeps the earlier ones', () => {
    const readme = `# Benchmarks\n\n## Load\n\n${RESULTS_START}\n\nMeasured old\n\n${RESULTS_END}\n\n## Next\n`;
    const updated = replaceLoadResults(readme, 'Measured new');
    expect(updated).toBe(
      `# Benchmarks\n\n## Load\n\n${RESULTS_START}\n\nMeasured new\n\nMeasured old\n\n${RESULTS_END}\n\n## Next\n`,
    );
    expect(replaceLoadResults('# Benchmarks\n', 'Measured new')).toBe(
      `# Benchmarks\n\n${RESULTS_START}\n\nMeasured new\n\n${RESULTS_END}\n`,
    );
  });
});
