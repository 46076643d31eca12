import type { CpuFigures } from './machine-cpu';
import type { StepId } from './steps';
import type { StoreCosts } from './store-costs';

/** One step of one visitor's journey as the walker measured it. */
export interface StepSample {
  step: StepId;
  /** Wall time of the step's requests, one after another as the browser sends them. */
  ms: number;
  /** Requests answered (including the one that failed, when it was answered). */
  requests: number;
  /** Why the step failed ('429 request.rate_limited', 'timeout', ...), or null when it passed. */
  error: string | null;
}

/**
 * The nearest-rank percentile (the smallest sample with at least p % of the samples at or below it)
 * of samples sorted ascending: always a measured value, never an interpolation between two.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no samples');
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile ${p} is outside (0, 100]`);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, rank) - 1] as number;
}

export interface StepFigures {
  step: StepId;
  /** Steps that passed; the percentiles are theirs (a refusal's fast answer would flatter them). */
  passed: number;
  failed: number;
  /** Each failure reason with its count, most frequent first. */
  errors: Array<{ reason: string; count: number }>;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
}

export interface RunFigures {
  /** '1 site + 1 API', as printed. */
  label: string;
  sites: number;
  apis: number;
  visitors: number;
  seconds: number;
  journeysStarted: number;
  journeysCompleted: number;
  requests: number;
  requestsPerSecond: number;
  journeysPerSecond: number;
  errors: number;
  steps: StepFigures[];
  /** The machine's 1-minute load average as the measuring began (other work on a shared machine). */
  loadAverage?: number;
  /** Cores kept busy while measuring (the processes measured, the load generator, all), if known. */
  cpu?: CpuFigures | null;
  /** What a completed journey cost the shared stores, when the run could read their counters. */
  storeCosts?: StoreCosts | null;
}

/** Percentiles and errors per step, in the order of `steps`. */
export function summariseSteps(samples: readonly StepSample[], steps: readonly StepId[]): StepFigures[] {
  return steps.map((step) => {
    const own = samples.filter((sample) => sample.step === step);
    const passed = own
      .filter((sample) => sample.error === null)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    const reasons = new Map<string, number>();
    for (const sample of own) {
      if (sample.error !== null) reasons.set(sample.error, (reasons.get(sample.error) ?? 0) + 1);
    }
    const errors = [...reasons.entries()]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
    const at = (p: number) => (passed.length === 0 ? null : percentile(passed, p));
    return {
      step,
      passed: passed.length,
      failed: own.length - passed.length,
      errors,
      p50Ms: at(50),
      p95Ms: at(95),
      p99Ms: at(99),
    };
  });
}

/** The run's totals over its wall time: every answered request counts, refused ones too. */
export function summariseRun(
  run: { label: string; sites: number; apis: number; visitors: number; seconds: number },
  samples: readonly StepSample[],
  journeys: { started: number; completed: number },
  steps: readonly StepId[],
): RunFigures {
  if (!(run.seconds > 0)) throw new RangeError('a run lasts more than 0 seconds');
  const requests = samples.reduce((sum, sample) => sum + sample.requests, 0);
  const stepFigures = summariseSteps(samples, steps);
  return {
    ...run,
    journeysStarted: journeys.started,
    journeysCompleted: journeys.completed,
    requests,
    requestsPerSecond: requests / run.seconds,
    journeysPerSecond: journeys.completed / run.seconds,
    errors: stepFigures.reduce((sum, figures) => sum + figures.failed, 0),
    steps: stepFigures,
  };
}

/**
 * The scaling figure: completed journeys per second with more processes over fewer. Journeys, not
 * requests, so a run that fails early (and so sends fewer requests per journey) does not look faster.
 */
export function scalingRatio(baseline: RunFigures, scaled: RunFigures): number {
  if (baseline.journeysPerSecond <= 0) throw new Error(`${baseline.label} completed no journey`);
  return scaled.journeysPerSecond / baseline.journeysPerSecond;
}

/**
 * Completed journeys per second of CPU the measured processes used (HAProxy, PostgreSQL, Redis,
 * the stand-ins, the sites and APIs), or null when their CPU was not read. On a machine shared with
 * other work the processes get what the scheduler gives them, so journeys per second partly
 * measures that share; per core-second it measures what a journey costs.
 */
export function journeysPerCoreSecond(run: RunFigures): number | null {
  if (!run.cpu || run.cpu.cluster <= 0) return null;
  return run.journeysCompleted / (run.cpu.cluster * run.seconds);
}
