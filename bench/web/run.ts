// `npm run bench:web`: Lighthouse (mobile) on the built site beside a static baseline page measured
// in the same run, and the first-load JavaScript of every route from the build. Prints the figures
// and writes them into the '## Website' section of bench/README.md, only from a complete run (every
// page and the baseline recorded every round; decision 0580). Nothing is asserted.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBaselineServer } from './baseline-page';
import {
  type BenchCookie,
  type BenchOrder,
  basketPlanCookieOf,
  cancelBenchOrder,
  journeyStorage,
  orderAccessCookieOf,
  orderViewCookie,
  type PageState,
  placeBenchOrder,
  placeViewOrder,
  viewStorage,
} from './checkout-state';
import {
  API_PORT,
  BUILD_INPUTS,
  CHROME_PATH,
  HOST,
  JOURNEY_ROUTES,
  NEXT_DIR,
  OUT_DIR,
  OWN_FIRST_LOAD_BUDGET_KB,
  PAGES,
  README_PATH,
  REPO_ROOT,
  STAFF_ROUTES,
  WEB_PORT,
} from './config';
import {
  gzippedFileSize,
  measureFirstLoad,
  readBuildChunks,
  routeServing,
  scriptsInHtml,
  withServedChunks,
} from './first-load-js';
import { journeyFirstLoad } from './journey-js';
import { type LighthouseFigures, runLighthouse, type SeededStorage } from './lighthouse-runs';
import { measureNextFloor, startNextFloorServer } from './next-floor';

/** The empty Next.js app's key in the failures map (pages are keyed by path, the baseline by ''). */
const FLOOR_KEY = 'next-floor';

import {
  type Environment,
  firstLoadTable,
  journeyLine,
  lighthouseTable,
  renderResults,
  replaceResults,
  summariseRecorded,
} from './report';
import { readmeRefusal, selectPages, withRetries } from './run-plan';
import { emailOutboxDir, type Server, startSite, stopSite } from './site';
import { measureTtfb, type TtfbSummary, ttfbTable } from './ttfb';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    build: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-readme': { type: 'boolean', default: false },
    'ttfb-requests': { type: 'string', default: '50' },
    'ttfb-only': { type: 'boolean', default: false },
    // A few pages only, e.g. --pages /checkout,/help (plus the baseline); never written to the README.
    pages: { type: 'string' },
  },
});
const selectedPages = selectPages(options.pages, PAGES);
const runs = Number.parseInt(options.runs, 10);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
const ttfbRequests = Number.parseInt(options['ttfb-requests'], 10);
if (!Number.isInteger(ttfbRequests) || ttfbRequests < 1) {
  throw new Error('--ttfb-requests must be a whole number of at least 1');
}

function log(message: string) {
  console.log(`[bench:web] ${message}`);
}

/** The newest modification time under a file or folder (node_modules and builds skipped). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === '.next') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function ensureBuild() {
  const buildId = path.join(NEXT_DIR, 'BUILD_ID');
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const stale = BUILD_INPUTS.some((input) => newestMtime(input) > built);
  if (options['no-build']) {
    if (!built) throw new Error('apps/web has no build and --no-build was given');
    if (stale) log('The build is older than its sources; measuring it anyway (--no-build).');
    return;
  }
  if (!options.build && !stale) {
    log('The web build is up to date.');
    return;
  }
  log(built ? 'Rebuilding apps/web: sources changed since the last build...' : 'Building apps/web...');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`next build failed (exit code ${result.status})`);
}

function environment(benchmarkIndex: number): Environment {
  const require = createRequire(import.meta.url);
  const lighthousePackage = require('lighthouse/package.json') as { version: string };
  let chromium = 'Chromium';
  try {
    chromium = execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Unknown version: the name alone.
  }
  return {
    date: new Date().toISOString().slice(0, 10),
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    node: process.version,
    chromium,
    lighthouse: lighthousePackage.version,
    benchmarkIndex,
  };
}

/**
 * Loads each page twice before measuring (the first request of a dynamic route loads its server
 * code), and checks that the scripts in its HTML are the chunks counted from the manifests.
 */
async function warmUpAndCheck(
  origin: string,
  expected: Map<string, Set<string>>,
  cookieOf: (page: (typeof selectedPages)[number]) => string | undefined,
): Promise<Map<string, string[]>> {
  const unlisted = new Map<string, string[]>();
  for (const page of selectedPages) {
    let html = '';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const cookie = cookieOf(page);
      // With a cookie, a redirect is not followed: an order page whose cookie did not hold would
      // redirect to Find my order, whose scripts are not its own.
      const response = await fetch(`${origin}${page.path}`, {
        redirect: cookie ? 'manual' : 'follow',
        headers: cookie ? { cookie } : {},
      });
      if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
      html = await response.text();
    }
    const route = routeServing(page.path.split('?')[0] ?? page.path, [...expected.keys()]);
    const counted = route === undefined ? undefined : expected.get(route);
    const served = new Set(scriptsInHtml(html));
    const missing = [...served].filter((file) => !counted?.has(file));
    if (missing.length > 0) {
      log(
        `${page.path} loads scripts the manifests did not list (counted in its first load): ${missing.join(', ')}`,
      );
      if (route !== undefined) unlisted.set(route, [...(unlisted.get(route) ?? []), ...missing]);
    }
  }
  return unlisted;
}

/**
 * The browser state of a checkout page for one Lighthouse run (checkout-state.ts). An order is placed
 * afresh for each run, at the next demo address in turn, the one before cancelled first: leaving the
 * review page may cancel an order that is not confirmed (the leave guard), and an address takes one
 * open order at a time.
 */
interface StateContext {
  origin: string;
  apiUrl: string;
  token: string;
  seedUrl: string;
  outboxDir: string;
  last: { order: BenchOrder | null; runs: number };
  /** The order pages' order and the view cookie Find my order gave for it, and when (ms). */
  view: { order: BenchOrder; cookie: BenchCookie; at: number } | null;
}

/** The view cookie lasts 30 minutes (decision 0650); the bench asks for a new code after this. */
const VIEW_COOKIE_REUSE_MS = 20 * 60 * 1000;

/**
 * The order pages' view cookie: one order for the run (placed and confirmed at the first need), and
 * a code asked for again only when the cookie is near its end, within the site's code budgets
 * (five codes an inbox in 15 minutes, decision 0650).
 */
async function viewFor(context: StateContext): Promise<{ order: BenchOrder; cookie: BenchCookie }> {
  const now = Date.now();
  if (context.view && now - context.view.at < VIEW_COOKIE_REUSE_MS) return context.view;
  const order =
    context.view?.order ??
    (await placeViewOrder(context.apiUrl, context.token, `bench.order.${now.toString(36)}@example.com`));
  const cookie = await orderViewCookie(context.origin, order, context.outboxDir);
  context.view = { order, cookie, at: now };
  return context.view;
}

async function stateFor(
  state: PageState | undefined,
  context: StateContext,
): Promise<SeededStorage | undefined> {
  if (state === undefined) return undefined;
  if (state === 'view') {
    const { cookie } = await viewFor(context);
    return { seedUrl: context.seedUrl, entries: viewStorage(Date.now()), cookies: [cookie] };
  }
  let order: BenchOrder | null = null;
  if (state === 'order') {
    if (context.last.order) await cancelBenchOrder(context.apiUrl, context.token, context.last.order.code);
    order = await placeBenchOrder(context.apiUrl, context.token, context.last.runs);
    context.last.order = order;
    context.last.runs += 1;
  }
  const now = Date.now();
  // The review reads the order back only for the browser that was given it (decision 0290): the
  // bench knows the site's secret, so it hands the browser the cookie the sign-up route would.
  const cookies = [
    basketPlanCookieOf(),
    ...(order ? [orderAccessCookieOf(order.code, context.token, now)] : []),
  ];
  return { seedUrl: context.seedUrl, entries: journeyStorage(order, now), cookies };
}

async function main() {
  ensureBuild();
  let build = readBuildChunks(NEXT_DIR);
  const floor = measureNextFloor(log);
  const expected = new Map(
    build.routes.map((route) => [route.route, new Set([...build.framework, ...route.appFiles])]),
  );

  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'fibre-bench-web-'));
  const baselineServer = await startBaselineServer(HOST);
  const floorServer = await startNextFloorServer(HOST, tempDir);
  let servers: Server[] = [];
  const stopAll = async () => {
    await stopSite(servers);
    servers = [];
    await baselineServer.close();
    await floorServer.close();
  };
  const onSignal = () => {
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const baselineRuns: LighthouseFigures[] = [];
  const floorRuns: LighthouseFigures[] = [];
  const pageRuns = new Map<string, LighthouseFigures[]>(selectedPages.map((page) => [page.path, []]));
  // Why each page's (the baseline's under '', the empty app's under FLOOR_KEY) last unrecorded run failed.
  const failures = new Map<string, string>();
  const ttfb: TtfbSummary[] = [];
  try {
    log('Starting the provider API (fresh SQLite, demo data) and next start on 127.0.0.1...');
    const token = randomBytes(24).toString('hex');
    servers = await startSite(tempDir, token);
    const origin = `http://${HOST}:${WEB_PORT}`;
    const seedUrl = `${origin}/_next/${build.framework[0] ?? ''}`;
    const stateContext: StateContext = {
      origin,
      apiUrl: `http://${HOST}:${API_PORT}`,
      token,
      seedUrl,
      outboxDir: emailOutboxDir(tempDir),
      last: { order: null, runs: 0 },
      view: null,
    };
    // The order pages are fetched with their customer's view cookie, as the browser sends it.
    const viewCookie = selectedPages.some((page) => page.state === 'view')
      ? await viewFor(stateContext).then(({ cookie }) => `${cookie.name}=${cookie.value}`)
      : undefined;
    const cookieOf = (page: (typeof selectedPages)[number]) =>
      page.state === 'view' ? viewCookie : undefined;
    // Chunks a served page loads (or Next preloads) that its manifests did not list join its count.
    build = withServedChunks(build, await warmUpAndCheck(origin, expected, cookieOf));
    // First-byte time before Lighthouse loads the machine: a nonce CSP renders every page per request.
    for (const page of selectedPages) {
      ttfb.push(await measureTtfb(origin, page.path, ttfbRequests, page.cms, cookieOf(page)));
    }
    console.log(ttfbTable(ttfb));
    if (options['ttfb-only']) return;
    // Rounds interleave the baseline with the pages, so a busy minute weighs on both alike.
    for (let round = 1; round <= runs; round += 1) {
      log(`Round ${round} of ${runs}: baseline, ${selectedPages.map((page) => page.path).join(', ')}`);
      const base = await withRetries(
        `the baseline (round ${round})`,
        () => runLighthouse(baselineServer.url),
        log,
      );
      if (base.ok) baselineRuns.push(base.figures);
      else failures.set('', base.reason);
      const empty = await withRetries(
        `the empty Next.js app (round ${round})`,
        () => runLighthouse(floorServer.url),
        log,
      );
      if (empty.ok) floorRuns.push(empty.figures);
      else failures.set(FLOOR_KEY, empty.reason);
      for (const page of selectedPages) {
        // A fresh state (and order) for every try: a failed try may have left the last one used.
        const attempt = await withRetries(
          `${page.path} (round ${round})`,
          async () => runLighthouse(`${origin}${page.path}`, await stateFor(page.state, stateContext)),
          log,
        );
        if (!attempt.ok) {
          failures.set(page.path, attempt.reason);
          continue;
        }
        const figures = attempt.figures;
        if (new URL(figures.finalUrl).pathname !== new URL(`${origin}${page.path}`).pathname) {
          log(`Warning: ${page.path} ended at ${figures.finalUrl}: its state did not hold`);
        }
        pageRuns.get(page.path)?.push(figures);
      }
    }
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  if (options['ttfb-only']) {
    rmSync(tempDir, { recursive: true, force: true });
    return;
  }
  const noRun = 'no run recorded';
  const baseline = summariseRecorded('Static baseline page', '/', baselineRuns, failures.get('') ?? noRun);
  const framework = summariseRecorded('Empty Next.js app', '/', floorRuns, failures.get(FLOOR_KEY) ?? noRun);
  const pages = selectedPages.map((page) =>
    summariseRecorded(page.name, page.path, pageRuns.get(page.path) ?? [], failures.get(page.path) ?? noRun),
  );
  const allRuns = [...baselineRuns, ...floorRuns, ...[...pageRuns.values()].flat()];
  const env = environment(
    allRuns.length > 0 ? Math.min(...allRuns.map((run) => run.benchmarkIndex)) : Number.NaN,
  );
  const gzipped = gzippedFileSize(NEXT_DIR);
  const firstLoad = measureFirstLoad(build, gzipped, {
    floorBytes: floor.bytes,
    aboveFloorKb: OWN_FIRST_LOAD_BUDGET_KB,
    exempt: STAFF_ROUTES,
  });
  const journey = journeyFirstLoad(firstLoad, JOURNEY_ROUTES, gzipped);

  console.log('');
  console.log(lighthouseTable(baseline, pages, framework));
  const shortOfRounds = [baseline, framework, ...pages].filter((page) => page.runs > 0 && page.runs < runs);
  if (shortOfRounds.length > 0) {
    console.log(
      `Medians over fewer than ${runs} rounds (Lighthouse could not record the others): ${shortOfRounds.map((page) => `${page.name} (${page.runs})`).join(', ')}`,
    );
  }
  console.log('');
  console.log(ttfbTable(ttfb));
  console.log('');
  console.log(firstLoadTable(firstLoad, floor));
  console.log('');
  console.log(
    `Empty Next.js ${floor.nextVersion} app: ${(floor.bytes / 1000).toFixed(1)} kB; framework chunks: ${(firstLoad.frameworkBytes / 1000).toFixed(1)} kB; shared by every route: ${(firstLoad.sharedAppBytes / 1000).toFixed(1)} kB; budget ${OWN_FIRST_LOAD_BUDGET_KB} kB above the empty app.`,
  );
  console.log(journeyLine(journey));

  mkdirSync(OUT_DIR, { recursive: true });
  const outFile = path.join(OUT_DIR, `web-${new Date().toISOString().replace(/[:]/g, '-')}.json`);
  writeFileSync(
    outFile,
    JSON.stringify(
      {
        environment: env,
        baselineRuns,
        floorRuns,
        pageRuns: Object.fromEntries(pageRuns),
        ttfb,
        firstLoad,
        journey,
      },
      null,
      2,
    ),
  );
  log(`All runs written to ${path.relative(REPO_ROOT, outFile)}`);

  const refusal = options['no-readme']
    ? '--no-readme was given'
    : readmeRefusal({
        allPagesSelected: options.pages === undefined,
        rounds: runs,
        baselineRecorded: baselineRuns.length,
        pagesRecorded: [
          { path: 'the empty Next.js app', recorded: floorRuns.length },
          ...selectedPages.map((page) => ({
            path: page.path,
            recorded: pageRuns.get(page.path)?.length ?? 0,
          })),
        ],
      });
  if (refusal !== null) {
    log(`bench/README.md not written: ${refusal}. The figures above are printed only.`);
  } else {
    const readme = existsSync(README_PATH) ? readFileSync(README_PATH, 'utf8') : '# Benchmarks\n';
    writeFileSync(
      README_PATH,
      replaceResults(readme, renderResults(env, baseline, pages, firstLoad, floor, ttfb, journey, framework)),
    );
    log('Figures written to the Website section of bench/README.md');
  }
  rmSync(tempDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
