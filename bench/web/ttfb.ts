import http from 'node:http';

/** Time to first byte of one page, measured from this process over loopback. */
export interface TtfbSummary {
  path: string;
  requests: number;
  medianMs: number;
  p95Ms: number;
}

/** The value at a quantile (0-1) of a list, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('quantile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

/** One GET with a fresh connection: ms from sending to the response's status line. The body is drained. */
function timeOneRequest(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent: false, headers: { accept: 'text/html' } }, (response) => {
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
export async function measureTtfb(origin: string, path: string, requests: number): Promise<TtfbSummary> {
  const times: number[] = [];
  for (let index = 0; index < requests; index += 1) times.push(await timeOneRequest(`${origin}${path}`));
  return { path, requests, medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95) };
}

export function ttfbTable(summaries: readonly TtfbSummary[]): string {
  return [
    '| Page | requests | median TTFB | p95 TTFB |',
    '| --- | ---: | ---: | ---: |',
    ...summaries.map(
      (summary) =>
        `| \`${summary.path}\` | ${summary.requests} | ${summary.medianMs.toFixed(1)} ms | ${summary.p95Ms.toFixed(1)} ms |`,
    ),
  ].join('\n');
}
