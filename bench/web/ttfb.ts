import http from 'node:http';

/** Time to first byte of one page, measured from this process over loopback. */
export interface TtfbSummary {
  path: string;
  requests: number;
  medianMs: number;
  p95Ms: number;
  /** A page drawn from a CMS page document (config.ts PAGES `cms`), held to the first-byte goal. */
  cms?: boolean;
}

/** The CMS pages' goal (issue 22): a median first byte at most this many times the lightest dynamic page's. */
export const CMS_TTFB_GOAL_RATIO = 2;

/** The value at a quantile (0-1) of a list, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('quantile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

/**
 * One GET with a fresh connection: ms from sending to the response's status line. The body is
 * drained. `cookie` (a Cookie header) for a page that needs one, e.g. the order pages' `hb_view`.
 */
function timeOneRequest(url: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const headers = { accept: 'text/html', ...(cookie ? { cookie } : {}) };
    const request = http.get(url, { agent: false, headers }, (response) => {
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      response.resume();
      response.on('end', () =>
        (response.statusCode ?? 500) < 400
          ? resolve(elapsed)
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
}

/**
 * Sequential requests (no concurrency, so the figure is the server's render time plus loopback,
 * not queueing): what a per-request render (a CSP nonce) costs over a prerendered page.
 */
export async function measureTtfb(
  origin: string,
  path: string,
  requests: number,
  cms = false,
  cookie?: string,
): Promise<TtfbSummary> {
  const times: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    times.push(await timeOneRequest(`${origin}${path}`, cookie));
  }
  return {
    path,
    requests,
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    ...(cms ? { cms } : {}),
  };
}

/**
 * The lightest dynamic page of a run: the lowest median among the pages not drawn from the CMS
 * (every page the bench measures renders per request, for its CSP nonce). Null when the run
 * measured no such page (e.g. `--pages /help`), and then no ratio exists.
 */
export function lightestDynamic(summaries: readonly TtfbSummary[]): TtfbSummary | null {
  let lightest: TtfbSummary | null = null;
  for (const summary of summaries) {
    if (!summary.cms && (lightest === null || summary.medianMs < lightest.medianMs)) lightest = summary;
  }
  return lightest;
}

/** A median over the lightest dynamic page's, two decimals; '-' where none exists. */
function overLightest(summary: TtfbSummary, lightest: TtfbSummary | null): string {
  if (lightest === null || lightest.medianMs <= 0) return '-';
  return `${(summary.medianMs / lightest.medianMs).toFixed(2)}×`;
}

/** One line on the CMS pages' goal: each one's ratio, the highest, and whether it is met. */
export function cmsTtfbLine(summaries: readonly TtfbSummary[]): string | null {
  const cms = summaries.filter((summary) => summary.cms);
  if (cms.length === 0) return null;
  const lightest = lightestDynamic(summaries);
  if (lightest === null || lightest.medianMs <= 0) {
    return 'CMS pages: no dynamic page outside the CMS was measured, so no first-byte ratio exists.';
  }
  const ratios = cms.map((summary) => ({ path: summary.path, ratio: summary.medianMs / lightest.medianMs }));
  const highest = Math.max(...ratios.map((entry) => entry.ratio));
  const verdict = highest <= CMS_TTFB_GOAL_RATIO ? 'met' : 'not met';
  return `CMS pages' median first byte over the lightest dynamic page's (\`${lightest.path}\`, ${lightest.medianMs.toFixed(1)} ms): ${ratios.map((entry) => `\`${entry.path}\` ${entry.ratio.toFixed(2)}×`).join(', ')}; highest ${highest.toFixed(2)}×, goal at most ${CMS_TTFB_GOAL_RATIO}×: ${verdict}.`;
}

/** The table, a column of each median over the lightest dynamic page's, and the CMS pages' line. */
export function ttfbTable(summaries: readonly TtfbSummary[]): string {
  const lightest = lightestDynamic(summaries);
  const line = cmsTtfbLine(summaries);
  return [
    '| Page | requests | median TTFB | p95 TTFB | median over the lightest dynamic page |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...summaries.map(
      (summary) =>
        `| \`${summary.path}\`${summary.cms ? ' (CMS)' : ''} | ${summary.requests} | ${summary.medianMs.toFixed(1)} ms | ${summary.p95Ms.toFixed(1)} ms | ${overLightest(summary, lightest)} |`,
    ),
    ...(line ? ['', line] : []),
  ].join('\n');
}
