import { journeysPerCoreSecond, type RunFigures, scalingRatio } from './stats';
import { STEPS, stepName } from './steps';

/** Where and when: printed above the tables, so figures are never read without their machine. */
export interface LoadEnvironment {
  date: string;
  cores: number;
  memoryGiB: number;
  cpuModel: string;
  node: string;
  /** The 1-minute load average when the measurements started (other work on a shared machine). */
  loadAverage: number;
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value: number | null) => (value === null ? '-' : number(value));

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** One row per configuration: totals over the run's wall time. */
export function runTable(runs: readonly RunFigures[]): string {
  return table(
    [
      'processes',
      'visitors',
      'seconds',
      'journeys',
      'journeys/s',
      'requests',
      'req/s',
      'failed steps',
      'cores busy: cluster / load generator / machine',
      'load average',
    ],
    runs.map((run) => [
      run.label,
      String(run.visitors),
      number(run.seconds, 1),
      `${number(run.journeysCompleted)} of ${number(run.journeysStarted)}`,
      number(run.journeysPerSecond, 2),
      number(run.requests),
      number(run.requestsPerSecond, 1),
      number(run.errors),
      run.cpu
        ? `${number(run.cpu.cluster, 2)} / ${number(run.cpu.loadGenerator, 2)} / ${number(run.cpu.machine, 2)}`
        : '-',
      run.loadAverage === undefined ? '-' : number(run.loadAverage, 1),
    ]),
  );
}

/** Each step's p50/p95/p99 (ms, passed steps only) and failures, the configurations side by side. */
export function stepTable(runs: readonly RunFigures[]): string {
  const header = ['step', 'requests', ...runs.flatMap((run) => [`${run.label} p50/p95/p99 ms`, 'failed'])];
  const rows = STEPS.map((step) => [
    stepName(step.id),
    step.requests.map((line) => `\`${line}\``).join(', '),
    ...runs.flatMap((run) => {
      const figures = run.steps.find((candidate) => candidate.step === step.id);
      if (!figures) return ['-', '-'];
      return [`${ms(figures.p50Ms)} / ${ms(figures.p95Ms)} / ${ms(figures.p99Ms)}`, number(figures.failed)];
    }),
  ]);
  return table(header, rows);
}

/** Every failure reason of a run, by step: '429 request.rate_limited ×3'. */
export function errorLines(run: RunFigures): string[] {
  return run.steps.flatMap((figures) =>
    figures.errors.map(
      (error) => `- ${run.label}, ${stepName(figures.step)}: ${error.reason} ×${number(error.count)}`,
    ),
  );
}

/** Redis commands and database transactions per completed journey, where they were read. */
export function storeCostTable(runs: readonly RunFigures[]): string {
  const measured = runs.filter((run) => run.storeCosts);
  if (measured.length === 0) return '';
  return table(
    ['processes', 'Redis commands', 'most called', 'API database transactions', 'CMS database transactions'],
    measured.map((run) => {
      const costs = run.storeCosts;
      return [
        run.label,
        number(costs?.redisCommandsPerJourney ?? 0, 1),
        (costs?.redisTopCommands ?? [])
          .map((entry) => `${entry.command} ${number(entry.perJourney, 1)}`)
          .join(', '),
        number(costs?.apiTransactionsPerJourney ?? 0, 1),
        number(costs?.cmsTransactionsPerJourney ?? 0, 1),
      ];
    }),
  );
}

/** The scaling figure in words, from the last run over the first. */
export function scalingLine(runs: readonly RunFigures[]): string {
  const baseline = runs[0];
  const scaled = runs.at(-1);
  if (!baseline || !scaled || baseline === scaled) return '';
  const ratio = scalingRatio(baseline, scaled);
  return `Scaling: ${scaled.label} completed ${number(ratio, 2)} times the journeys per second of ${baseline.label} (requests per second: ${number(scaled.requestsPerSecond / baseline.requestsPerSecond, 2)} times).`;
}

/** What a journey cost in CPU, first configuration and last: the figure the machine's share does not move. */
export function costLine(runs: readonly RunFigures[]): string {
  const baseline = runs[0];
  const scaled = runs.at(-1);
  const first = baseline ? journeysPerCoreSecond(baseline) : null;
  const last = scaled ? journeysPerCoreSecond(scaled) : null;
  if (!baseline || !scaled || baseline === scaled || first === null || last === null) return '';
  return `Per second of CPU the cluster used: ${number(first, 2)} journeys (${baseline.label}), ${number(last, 2)} (${scaled.label}); a journey cost ${number((first / last - 1) * 100)} % more CPU with ${scaled.label}.`;
}

/** The printed figures, also what goes into bench/README.md. */
export function renderLoadResults(environment: LoadEnvironment, runs: readonly RunFigures[]): string {
  const errors = runs.flatMap(errorLines);
  return [
    `Measured ${environment.date} on ${environment.cores} cores (${environment.cpuModel}), ${environment.memoryGiB} GiB, Node ${environment.node}; load average ${number(environment.loadAverage, 1)} when it started.`,
    '',
    runTable(runs),
    '',
    stepTable(runs),
    '',
    scalingLine(runs),
    '',
    ...(costLine(runs) === '' ? [] : [costLine(runs), '']),
    ...(runs.some((run) => run.storeCosts)
      ? [
          "Per completed journey, the shared stores' own counters over the measured time (the load balancer's readiness checks, one a second per process, included):",
          '',
          storeCostTable(runs),
          '',
        ]
      : []),
    errors.length === 0 ? 'No step failed.' : ['Failed steps:', ...errors].join('\n'),
  ].join('\n');
}

export const RESULTS_START = '<!-- bench:load results start (written by npm run bench:load) -->';
export const RESULTS_END = '<!-- bench:load results end -->';

/**
 * Puts the newest results between the markers of bench/README.md, newest first, keeping the earlier
 * ones below them (each starts with its own 'Measured <date>' line); without markers, at the end.
 */
export function replaceLoadResults(readme: string, results: string): string {
  const start = readme.indexOf(RESULTS_START);
  const end = readme.indexOf(RESULTS_END);
  if (start === -1 || end < start) {
    return `${readme.trimEnd()}\n\n${RESULTS_START}\n\n${results.trim()}\n\n${RESULTS_END}\n`;
  }
  const earlier = readme.slice(start + RESULTS_START.length, end).trim();
  const body = earlier === '' ? results.trim() : `${results.trim()}\n\n${earlier}`;
  return `${readme.slice(0, start)}${RESULTS_START}\n\n${body}\n\n${readme.slice(end)}`;
}
