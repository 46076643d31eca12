import type { FirstLoadReport } from './first-load-js';
import type { JourneyFirstLoad } from './journey-js';
import type { LighthouseFigures } from './lighthouse-runs';
import type { NextFloor } from './next-floor';
import { type TtfbSummary, ttfbTable } from './ttfb';

/** One measured page (or the baseline) over all its runs. */
export interface PageSummary {
  name: string;
  path: string;
  runs: number;
  score: number;
  lcpMs: number;
  tbtMs: number;
  /** The worst run's, not the median: the target is a shift of 0 every time. */
  cls: number;
  lcpElement: string | null;
}

export interface Environment {
  date: string;
  cores: number;
  memoryGiB: number;
  cpuModel: string;
  node: string;
  chromium: string;
  lighthouse: string;
  benchmarkIndex: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function summarise(name: string, path: string, runs: readonly LighthouseFigures[]): PageSummary {
  const lcpMs = median(runs.map((run) => run.lcpMs));
  // The LCP element of the run closest to the median LCP.
  const closest = [...runs].sort((a, b) => Math.abs(a.lcpMs - lcpMs) - Math.abs(b.lcpMs - lcpMs))[0];
  return {
    name,
    path,
    runs: runs.length,
    score: median(runs.map((run) => run.score)),
    lcpMs,
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: Math.max(...runs.map((run) => run.cls)),
    lcpElement: closest?.lcpElement ?? null,
  };
}

/** A page (or the baseline) Lighthouse recorded no run of, with why the last try failed. */
export interface UnmeasuredPage {
  name: string;
  path: string;
  runs: 0;
  failure: string;
}

export type PageResult = PageSummary | UnmeasuredPage;

/** The summary of the recorded runs, or the page as not measured when none was recorded. */
export function summariseRecorded(
  name: string,
  path: string,
  runs: readonly LighthouseFigures[],
  failure: string,
): PageResult {
  return runs.length === 0 ? { name, path, runs: 0, failure } : summarise(name, path, runs);
}

function measured(page: PageResult): page is PageSummary {
  return !('failure' in page);
}

/** A page's figure over the baseline's; '-' where the baseline's is 0 (no ratio exists). */
export function ratio(value: number, baseline: number): string {
  return baseline > 0 ? `${(value / baseline).toFixed(2)}x` : '-';
}

/**
 * Blocking time over the baseline's, in ms: a difference, because the static page's TBT is
 * usually 0 and then no ratio exists.
 */
export function difference(valueMs: number, baselineMs: number): string {
  const delta = Math.round(valueMs - baselineMs);
  return `${delta >= 0 ? '+' : '-'}${Math.abs(delta)} ms`;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;

/**
 * The Lighthouse table. With `framework` (the empty Next.js app, served and measured in the same
 * rounds), a last column gives each page's LCP over the framework's own: the part of the gap to the
 * static page that our code makes, apart from what any Next.js App Router page costs.
 */
export function lighthouseTable(
  baseline: PageResult,
  pages: readonly PageResult[],
  framework?: PageResult,
): string {
  const base = measured(baseline) ? baseline : undefined;
  const floor = framework && measured(framework) ? framework : undefined;
  const extra = framework ? ' |' : '';
  const row = (page: PageResult, label: string) => {
    if (!measured(page)) return `| ${label} | not measured: ${page.failure} | | | | | | |${extra}`;
    const overFloor = framework ? ` ${floor ? ratio(page.lcpMs, floor.lcpMs) : '-'} |` : '';
    if (base === undefined) {
      return `| ${label} | ${page.score} | ${seconds(page.lcpMs)} | ${millis(page.tbtMs)} | ${page.cls.toFixed(3)} | - | - | - |${overFloor}`;
    }
    return `| ${label} | ${page.score} | ${seconds(page.lcpMs)} | ${millis(page.tbtMs)} | ${page.cls.toFixed(3)} | ${ratio(page.score, base.score)} | ${ratio(page.lcpMs, base.lcpMs)} | ${difference(page.tbtMs, base.tbtMs)} |${overFloor}`;
  };
  const rows = [
    `| Page | Score | LCP | TBT | CLS (worst) | Score / baseline | LCP / baseline | TBT - baseline |${framework ? ' LCP / empty Next.js app |' : ''}`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${framework ? ' ---: |' : ''}`,
    row(baseline, 'Static baseline page'),
    ...(framework ? [row(framework, 'Empty Next.js app (the framework alone)')] : []),
    ...pages.map((page) => row(page, `${page.name} \`${page.path}\``)),
  ];
  return rows.join('\n');
}

export function firstLoadTable(report: FirstLoadReport, floor: NextFloor): string {
  const rows = [
    "| Route | First-load JS (gzip) | Framework | Shared by every route | Route's own | Above an empty Next.js app | Over budget |",
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    `| (empty Next.js ${floor.nextVersion} app) | ${kb(floor.bytes)} | | | | 0.0 kB | |`,
    ...report.routes.map(
      (route) =>
        `| \`${route.route}\` | ${kb(route.totalBytes)} | ${kb(route.frameworkBytes)} | ${kb(route.sharedAppBytes)} | ${kb(route.routeBytes)} | ${kb(route.aboveFloorBytes)} | ${route.overBudget ? `over ${kb(report.budgetBytes)}` : 'no'} |`,
    ),
  ];
  return rows.join('\n');
}

/** The one figure of the whole journey's code (decision 0630). */
export function journeyLine(journey: JourneyFirstLoad): string {
  const missing =
    journey.missing.length > 0
      ? ` Not in this build, so not counted: ${journey.missing.map((route) => `\`${route}\``).join(', ')}.`
      : '';
  return `The whole journey (${journey.routes.map((route) => `\`${route}\``).join(' → ')}): ${kb(journey.distinctAboveFloorBytes)} of our own JavaScript above the empty Next.js app, each chunk counted once as a browser keeps it (${kb(journey.summedAboveFloorBytes)} if each page's first load were summed).${missing}`;
}

/** The generated part of the '## Website' section of bench/README.md. */
export function renderResults(
  environment: Environment,
  baseline: PageResult,
  pages: readonly PageResult[],
  firstLoad: FirstLoadReport,
  floor: NextFloor,
  ttfb: readonly TtfbSummary[] = [],
  journey?: JourneyFirstLoad,
  framework?: PageResult,
): string {
  const over = firstLoad.routes.filter((route) => route.overBudget).map((route) => `\`${route.route}\``);
  return [
    `Measured ${environment.date} on ${environment.cores} cores (${environment.cpuModel}), ${environment.memoryGiB} GiB, Node ${environment.node}, ${environment.chromium}, Lighthouse ${environment.lighthouse} (its CPU benchmark index of this machine: ${Math.round(environment.benchmarkIndex)}).`,
    '',
    `Lighthouse, mobile preset, median of ${baseline.runs} runs per page (CLS: the worst run), rounds interleaving the static baseline page${framework ? ' and the empty Next.js app (built with our Next.js, served by `next start`)' : ''} with the site's pages:`,
    '',
    lighthouseTable(baseline, pages, framework),
    '',
    ...pages.map(
      (page) =>
        `- LCP element of ${page.name}: \`${(measured(page) ? page.lcpElement : null) ?? 'none reported'}\``,
    ),
    '',
    ...(ttfb.length > 0
      ? [
          'Time to first byte from a Node client over loopback, sequential requests on fresh connections, measured before the Lighthouse rounds:',
          '',
          ttfbTable(ttfb),
          '',
        ]
      : []),
    `First-load JavaScript per route, gzipped (zlib default level), from the build's manifests. Framework: React, React DOM, the App Router and the Turbopack runtime (Next's rootMainFiles). Shared by every route: the other chunks every page loads (the root layout's client components and Next's own layout router). Baseline: an empty Next.js ${floor.nextVersion} App Router app (one server-rendered page, no client component) built in the same run. Not counted: the ${kb(firstLoad.polyfillBytes)} of \`nomodule\` polyfills that module-capable browsers skip, and chunks loaded later on demand.`,
    '',
    firstLoadTable(firstLoad, floor),
    '',
    over.length === 0
      ? `Every public route loads at most ${kb(firstLoad.budgetBytes)} of our own JavaScript above the empty Next.js app (the staff's /admin is not held to it).`
      : `More than ${kb(firstLoad.budgetBytes)} above the empty Next.js app: ${over.join(', ')}.`,
    ...(journey ? ['', journeyLine(journey)] : []),
  ].join('\n');
}

export const RESULTS_START = '<!-- bench:web results start (written by npm run bench:web) -->';
export const RESULTS_END = '<!-- bench:web results end -->';
const SECTION_HEADING = '## Website';

/**
 * Puts the generated results into bench/README.md and touches nothing else: between the markers
 * when they exist; otherwise at the end of the '## Website' section; otherwise in a new
 * '## Website' section at the end of the file.
 */
export function replaceResults(readme: string, results: string): string {
  const block = `${RESULTS_START}\n\n${results.trim()}\n\n${RESULTS_END}`;
  const start = readme.indexOf(RESULTS_START);
  const end = readme.indexOf(RESULTS_END);
  if (start !== -1 && end > start) {
    return readme.slice(0, start) + block + readme.slice(end + RESULTS_END.length);
  }
  const headingMatch = new RegExp(`^${SECTION_HEADING}[ \\t]*$`, 'm').exec(readme);
  if (headingMatch) {
    const afterHeading = headingMatch.index + headingMatch[0].length;
    const next = /^## /m.exec(readme.slice(afterHeading));
    const sectionEnd = next ? afterHeading + next.index : readme.length;
    const section = readme.slice(0, sectionEnd).trimEnd();
    const rest = readme.slice(sectionEnd);
    return `${section}\n\n${block}\n${rest ? `\n${rest}` : ''}`;
  }
  return `${readme.trimEnd()}\n\n${SECTION_HEADING}\n\n${block}\n`;
}
