// `npm run bench:load`: virtual visitors walk the whole ordering journey over HTTP against the local
// cluster (scripts/cluster/cluster.mjs), first 1 site + 1 API process, then 2 + 2, in the same run.
// Prints requests per second, p50/p95/p99 per step and errors, the scaling ratio, and what a journey
// costs the shared stores; writes the figures into bench/README.md after a complete run. Nothing is
// asserted. Loopback only, bounded in time and in journeys.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Cluster, freeClusterPorts, REPO_ROOT, startCluster } from '../../scripts/cluster/cluster.mjs';
import { importBenchAddresses } from './addresses';
import {
  type Configuration,
  configurationLabel,
  firstVisitorOf,
  parseConfigurations,
} from './configurations';
import { type LoadResult, runLoad } from './load';
import { cpuFigures, readCpuTimes } from './machine-cpu';
import { startOwnSite } from './own-site';
import { readClusterTicks } from './process-cpu';
import { type LoadEnvironment, renderLoadResults, replaceLoadResults } from './report';
import { type RunFigures, summariseRun } from './stats';
import { STEP_IDS } from './steps';
import { readStoreCounters, storeCostsPerJourney } from './store-costs';

const { values: options } = parseArgs({
  options: {
    visitors: { type: 'string', default: '12' },
    seconds: { type: 'string', default: '60' },
    'warmup-seconds': { type: 'string', default: '15' },
    'max-journeys': { type: 'string', default: '3000' },
    configs: { type: 'string', default: '1x1,2x2' },
    'no-readme': { type: 'boolean', default: false },
    'own-site': { type: 'boolean', default: false },
  },
});

function whole(name: string, value: string, min: number, max: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return parsed;
}

const visitors = whole('visitors', options.visitors, 1, 200);
const seconds = whole('seconds', options.seconds, 1, 600);
const warmupSeconds = whole('warmup-seconds', options['warmup-seconds'], 0, 120);
const maxJourneys = whole('max-journeys', options['max-journeys'], 1, 20_000);
const configurations = options['own-site'] ? [{ sites: 1, apis: 1 }] : parseConfigurations(options.configs);
// The warm-up's journeys need addresses too: at most this many, however fast it goes.
const warmupJourneys = warmupSeconds === 0 ? 0 : Math.min(2000, maxJourneys);
const perConfiguration = warmupJourneys + maxJourneys;
const OUT_DIR = path.join(REPO_ROOT, 'bench/out');
const README_PATH = path.join(REPO_ROOT, 'bench/README.md');
// The API books every visitor a slot: the most its setting allows (apps/provider-api/src/config.ts).
const SLOT_CAPACITY = '1000';

function log(message: string) {
  console.log(`[bench:load] ${message}`);
}

interface Deployment {
  siteUrl: string;
  importAddresses(first: number, count: number): Promise<void>;
  counters?: () => ReturnType<typeof readStoreCounters>;
  stop(): Promise<void>;
}

async function deploy(configuration: Configuration, dataDir: string): Promise<Deployment> {
  mkdirSync(dataDir, { recursive: true });
  if (options['own-site']) {
    const site = await startOwnSite(dataDir, { INSTALLATION_SLOT_CAPACITY: SLOT_CAPACITY });
    return {
      siteUrl: site.siteUrl,
      importAddresses: (first, count) =>
        importBenchAddresses(first, count, {
          repoRoot: REPO_ROOT,
          workDir: dataDir,
          databaseEnv: site.apiDatabaseEnv,
        }),
      stop: site.stop,
    };
  }
  const cluster: Cluster = await startCluster({
    ...configuration,
    dataDir,
    ports: await freeClusterPorts(configuration),
    env: { INSTALLATION_SLOT_CAPACITY: SLOT_CAPACITY },
    // Throwaway databases: no fsync, as the browser tests' servers.
    durable: false,
    log: (message) => log(`cluster: ${message}`),
  });
  return {
    siteUrl: cluster.siteUrl,
    importAddresses: (first, count) =>
      importBenchAddresses(first, count, {
        repoRoot: REPO_ROOT,
        workDir: dataDir,
        databaseEnv: { DATABASE_URL: cluster.databaseUrl },
      }),
    counters: () => readStoreCounters(cluster),
    stop: () => cluster.stop(),
  };
}

let current: Deployment | null = null;
const onSignal = () => {
  void (current?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
};

async function measure(configuration: Configuration, position: number, dataDir: string): Promise<RunFigures> {
  const label = configurationLabel(configuration);
  const first = firstVisitorOf(position, perConfiguration);
  const runId = `${Date.now().toString(36)}-${position}`;
  log(`${label}: starting the processes (${path.relative(REPO_ROOT, dataDir)})...`);
  const deployment = await deploy(configuration, dataDir);
  current = deployment;
  try {
    log(`${label}: importing ${perConfiguration} addresses, one per visitor...`);
    await deployment.importAddresses(first, perConfiguration);
    let warm: LoadResult = { samples: [], started: 0, completed: 0, wallSeconds: 0 };
    if (warmupSeconds > 0) {
      log(`${label}: warming up for ${warmupSeconds} s with ${visitors} visitors (not counted)...`);
      warm = await runLoad({
        siteUrl: deployment.siteUrl,
        visitors,
        seconds: warmupSeconds,
        maxJourneys: warmupJourneys,
        firstVisitor: first,
        runId,
      });
      const failed = warm.samples.filter((sample) => sample.error !== null);
      log(
        `${label}: warm-up walked ${warm.completed} of ${warm.started} journeys; ${failed.length} failed steps`,
      );
    }
    const before = await deployment.counters?.();
    const loadAverage = os.loadavg()[0] ?? 0;
    const cpuBefore = { machine: readCpuTimes(), cluster: readClusterTicks(), generator: process.cpuUsage() };
    log(`${label}: measuring for ${seconds} s with ${visitors} visitors...`);
    const result = await runLoad({
      siteUrl: deployment.siteUrl,
      visitors,
      seconds,
      maxJourneys,
      firstVisitor: first + warm.started,
      runId,
    });
    const cpuAfter = { machine: readCpuTimes(), cluster: readClusterTicks() };
    const generator = process.cpuUsage(cpuBefore.generator);
    const after = await deployment.counters?.();
    const figures = summariseRun(
      { label, ...configuration, visitors, seconds: result.wallSeconds },
      result.samples,
      result,
      STEP_IDS,
    );
    figures.loadAverage = loadAverage;
    figures.cpu =
      cpuBefore.machine && cpuAfter.machine && cpuBefore.cluster !== null && cpuAfter.cluster !== null
        ? cpuFigures(
            os.cpus().length,
            { before: cpuBefore.machine, after: cpuAfter.machine },
            { before: cpuBefore.cluster, after: cpuAfter.cluster },
            { userMicros: generator.user, systemMicros: generator.system },
            result.wallSeconds * 1000,
          )
        : null;
    figures.storeCosts = before && after ? storeCostsPerJourney(before, after, result.completed) : null;
    log(
      `${label}: ${figures.journeysCompleted} journeys, ${figures.requestsPerSecond.toFixed(1)} req/s, ${figures.errors} failed steps`,
    );
    return figures;
  } finally {
    await deployment.stop();
    current = null;
    // The throwaway stores' files; the processes' logs stay beside them for a look.
    for (const store of ['postgres', 'redis'])
      rmSync(path.join(dataDir, store), { recursive: true, force: true });
  }
}

function environment(): LoadEnvironment {
  return {
    date: new Date().toISOString().slice(0, 10),
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    node: process.version,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const runDir = path.join(OUT_DIR, `load-${stamp}`);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const env = environment();
  const runs: RunFigures[] = [];
  for (const [position, configuration] of configurations.entries()) {
    runs.push(
      await measure(
        configuration,
        position,
        path.join(runDir, `${configuration.sites}x${configuration.apis}`),
      ),
    );
  }
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);

  const results = renderLoadResults(env, runs);
  console.log(`\n${results}\n`);
  mkdirSync(OUT_DIR, { recursive: true });
  const outFile = path.join(OUT_DIR, `load-${stamp}.json`);
  writeFileSync(
    outFile,
    JSON.stringify(
      { environment: env, options: { visitors, seconds, warmupSeconds, maxJourneys }, runs },
      null,
      2,
    ),
  );
  log(`Figures written to ${path.relative(REPO_ROOT, outFile)}; logs in ${path.relative(REPO_ROOT, runDir)}`);

  // Only a complete run goes into the README: the cluster's 1 + 1 and 2 + 2, side by side.
  const [baseline, scaled] = [runs[0], runs.at(-1)];
  const complete =
    !options['own-site'] &&
    runs.length >= 2 &&
    baseline?.sites === 1 &&
    baseline.apis === 1 &&
    scaled?.sites === 2 &&
    scaled.apis === 2;
  if (options['no-readme'] || !complete) {
    log('bench/README.md left as it was (--no-readme, --own-site, or not the 1x1,2x2 pair).');
    return;
  }
  const readme = existsSync(README_PATH) ? readFileSync(README_PATH, 'utf8') : '# Benchmarks\n';
  writeFileSync(README_PATH, replaceLoadResults(readme, results));
  log('Figures written between the bench:load markers in bench/README.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
