import { describe, expect, it } from 'vitest';
import { percentile, type StepSample, scalingRatio, summariseRun, summariseSteps } from './stats';
import { STEP_IDS } from './steps';

const sample = (step: StepSample['step'], ms: number, error: string | null = null): StepSample => ({
  step,
  ms,
  requests: 2,
  error,
});

describe('percentile', () => {
  it('answers the nearest-rank sample, never an interpolation', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3, 1000], 99)).toBe(1000);
  });

  it('refuses no samples and a percentile outside (0, 100]', () => {
    expect(() => percentile([], 50)).toThrow('no samples');
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('summariseSteps', () => {
  it('takes percentiles of the passed steps only and counts each failure reason', () => {
    const samples = [
      sample('finder', 30),
      sample('finder', 10),
      sample('finder', 20),
      sample('finder', 1, '429 request.rate_limited'),
      sample('finder', 2, '429 request.rate_limited'),
      sample('finder', 3, 'UND_ERR_HEADERS_TIMEOUT'),
      sample('plans', 5),
    ];
    const [finder, plans, monthly] = summariseSteps(samples, ['finder', 'plans', 'monthly']);
    expect(finder).toEqual({
      step: 'finder',
      passed: 3,
      failed: 3,
      errors: [
        { reason: '429 request.rate_limited', count: 2 },
        { reason: 'UND_ERR_HEADERS_TIMEOUT', count: 1 },
      ],
      p50Ms: 20,
      p95Ms: 30,
      p99Ms: 30,
    });
    expect(plans).toMatchObject({ passed: 1, failed: 0, p50Ms: 5 });
    expect(monthly).toMatchObject({ passed: 0, failed: 0, p50Ms: null, p95Ms: null, p99Ms: null });
  });
});

describe('summariseRun and scalingRatio', () => {
  const run = (label: string, seconds: number, completed: number) =>
    summariseRun(
      { label, sites: 1, apis: 1, visitors: 4, seconds },
      [sample('finder', 10), sample('finder', 10), sample('plans', 4, '502 provider.unavailable')],
      { started: completed + 1, completed },
      STEP_IDS,
    );

  it('counts every answered request and the failed steps over the wall time', () => {
    const figures = run('1 site + 1 API', 2, 10);
    expect(figures.requests).toBe(6);
    expect(figures.requestsPerSecond).toBe(3);
    expect(figures.journeysPerSecond).toBe(5);
    expect(figures.errors).toBe(1);
    expect(figures.steps.map((step) => step.step)).toEqual(STEP_IDS);
  });

  it('divides journeys per second, more processes over fewer', () => {
    expect(scalingRatio(run('a', 10, 50), run('b', 10, 80))).toBeCloseTo(1.6);
    expect(scalingRatio(run('a', 10, 50), run('b', 5, 50))).toBeCloseTo(2);
    expect(() => scalingRatio(run('a', 10, 0), run('b', 10, 5))).toThrow('a completed no journey');
  });

  it('refuses a run of no time', () => {
    expect(() => run('a', 0, 1)).toThrow(RangeError);
  });
});
