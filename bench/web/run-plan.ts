// The pure decisions of `npm run bench:web` (decision 0580): which pages a run measures, whether a
// Lighthouse run was recorded or is to be tried again, and whether a run is complete enough to be
// written into bench/README.md.

/** A page the bench can measure (config.ts PAGES has the shape). */
export interface PageEntry {
  name: string;
  path: string;
}

/**
 * The pages `--pages /checkout,/help` names, in the order of `all`. A name matches a page's path
 * exactly, or its path without the query ('/service-available' for '/service-available?addressType=RES').
 * Without the option, every page. An unknown or empty name is an error naming the pages there are.
 */
export function selectPages<Page extends PageEntry>(
  option: string | undefined,
  all: readonly Page[],
): Page[] {
  if (option === undefined) return [...all];
  const wanted = option.split(',').map((name) => name.trim());
  if (wanted.some((name) => name === '')) {
    throw new Error('--pages takes paths separated by commas, e.g. --pages /checkout,/help');
  }
  const unknown = wanted.filter((name) => !all.some((page) => matches(page.path, name)));
  if (unknown.length > 0) {
    throw new Error(
      `--pages: no such page ${unknown.join(', ')}; the bench measures ${all.map((page) => page.path).join(', ')}`,
    );
  }
  return all.filter((page) => wanted.some((name) => matches(page.path, name)));
}

function matches(pagePath: string, name: string): boolean {
  return pagePath === name || pagePath.split('?')[0] === name;
}

/** What of a Lighthouse result says whether it was recorded. */
export interface LighthouseResultLike {
  runtimeError?: { code?: string; message?: string } | null;
  categories: { performance?: { score?: number | null } | undefined };
  audits: Record<string, { numericValue?: number } | undefined>;
}

/** The figures the bench reports; a run missing one of them was not recorded. */
export const REQUIRED_AUDITS = [
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'first-contentful-paint',
] as const;

/**
 * Why Lighthouse could not record a run (its runtime error, e.g. NO_NAVSTART, or a missing score or
 * figure), or null when the run holds every figure the bench reports.
 */
export function unrecordedReason(lhr: LighthouseResultLike): string | null {
  if (lhr.runtimeError) {
    const { code, message } = lhr.runtimeError;
    return [code, message].filter(Boolean).join(': ') || 'runtime error';
  }
  if (typeof lhr.categories.performance?.score !== 'number') return 'no performance score';
  const missing = REQUIRED_AUDITS.filter((id) => typeof lhr.audits[id]?.numericValue !== 'number');
  return missing.length > 0 ? `no figure for ${missing.join(', ')}` : null;
}

/** One attempt at a Lighthouse run: its figures, or why it was not recorded. */
export type Attempt<Figures> = { ok: true; figures: Figures } | { ok: false; reason: string };

/** How many times one run of one page is tried before the bench gives up on that run. */
export const MAX_ATTEMPTS = 3;

/** Whether to try a run again after `attempts` tries, the last of which gave `last`. */
export function shouldRetry<Figures>(
  last: Attempt<Figures>,
  attempts: number,
  maxAttempts = MAX_ATTEMPTS,
): boolean {
  return !last.ok && attempts < maxAttempts;
}

/**
 * Runs `attempt` until it records or `maxAttempts` tries are spent, saying on `log` each time a
 * run was not recorded. A thrown error counts as a run not recorded: it never stops the bench.
 */
export async function withRetries<Figures>(
  label: string,
  attempt: () => Promise<Attempt<Figures>>,
  log: (message: string) => void,
  maxAttempts = MAX_ATTEMPTS,
): Promise<Attempt<Figures>> {
  let tries = 0;
  for (;;) {
    tries += 1;
    let result: Attempt<Figures>;
    try {
      result = await attempt();
    } catch (error) {
      result = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    if (!shouldRetry(result, tries, maxAttempts)) {
      if (!result.ok) {
        log(
          `Lighthouse could not record ${label} (${result.reason}) after ${tries} tries; this run is left out.`,
        );
      }
      return result;
    }
    if (!result.ok) {
      log(
        `Lighthouse could not record ${label} (${result.reason}); trying again (${tries + 1} of ${maxAttempts}).`,
      );
    }
  }
}

/**
 * Whether a run may be written into bench/README.md, or why not: every page was asked for, and the
 * baseline and every page recorded every round (a round left out would make its medians unlike the
 * others').
 */
export function readmeRefusal(run: {
  allPagesSelected: boolean;
  rounds: number;
  baselineRecorded: number;
  pagesRecorded: ReadonlyArray<{ path: string; recorded: number }>;
}): string | null {
  if (!run.allPagesSelected) return 'only some pages were measured (--pages)';
  const short = [
    ...(run.baselineRecorded < run.rounds ? ['the baseline'] : []),
    ...run.pagesRecorded.filter((page) => page.recorded < run.rounds).map((page) => page.path),
  ];
  return short.length > 0 ? `Lighthouse did not record every round for ${short.join(', ')}` : null;
}
