import { describe, expect, it } from 'vitest';
import { cmsTtfbLine, lightestDynamic, quantile, type TtfbSummary, ttfbTable } from './ttfb';

describe('quantile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(quantile(values, 0.95)).toBe(19);
    expect(quantile(values, 0.5)).toBe(10);
    expect(quantile([7], 0.95)).toBe(7);
  });

  it('refuses an empty list', () => {
    expect(() => quantile([], 0.5)).toThrow();
  });
});

describe('ttfbTable', () => {
  it('prints one row per page with one decimal', () => {
    const table = ttfbTable([{ path: '/', requests: 30, medianMs: 4.04, p95Ms: 9.96 }]);
    expect(table).toContain('| `/` | 30 | 4.0 ms | 10.0 ms |');
  });
});

const run: TtfbSummary[] = [
  { path: '/', requests: 60, medianMs: 13.7, p95Ms: 21, cms: true },
  { path: '/address-finder', requests: 60, medianMs: 7.7, p95Ms: 12.9 },
  { path: '/help', requests: 60, medianMs: 10.8, p95Ms: 16.7, cms: true },
  { path: '/checkout/order/error/unreachable', requests: 60, medianMs: 7, p95Ms: 10.1 },
];

describe('lightestDynamic', () => {
  it('takes the lowest median among the pages not drawn from the CMS', () => {
    expect(lightestDynamic(run)?.path).toBe('/checkout/order/error/unreachable');
    // A CMS page faster than every other page is still not the baseline.
    expect(lightestDynamic([{ ...run[0], medianMs: 1 } as TtfbSummary, ...run.slice(1)])?.path).toBe(
      '/checkout/order/error/unreachable',
    );
  });

  it('is null when only CMS pages were measured', () => {
    expect(lightestDynamic(run.filter((summary) => summary.cms))).toBeNull();
  });
});

describe('cmsTtfbLine', () => {
  it("prints each CMS page's ratio, the highest, and that the goal is not met above 2", () => {
    expect(cmsTtfbLine(run)).toBe(
      "CMS pages' median first byte over the lightest dynamic page's (`/checkout/order/error/unreachable`, 7.0 ms): `/` 1.96×, `/help` 1.54×; highest 1.96×, goal at most 2×: met.",
    );
    const slow = run.map((summary) => (summary.path === '/help' ? { ...summary, medianMs: 14.1 } : summary));
    expect(cmsTtfbLine(slow)).toContain('highest 2.01×, goal at most 2×: not met.');
  });

  it('says no ratio exists without a dynamic page, and prints nothing without a CMS page', () => {
    expect(cmsTtfbLine(run.filter((summary) => summary.cms))).toContain('no first-byte ratio exists');
    expect(cmsTtfbLine(run.filter((summary) => !summary.cms))).toBeNull();
  });
});

describe('ttfbTable with CMS pages', () => {
  it('marks CMS pages, prints every median over the lightest dynamic one, and ends with the line', () => {
    const table = ttfbTable(run);
    expect(table).toContain('| `/` (CMS) | 60 | 13.7 ms | 21.0 ms | 1.96× |');
    expect(table).toContain('| `/checkout/order/error/unreachable` | 60 | 7.0 ms | 10.1 ms | 1.00× |');
    expect(table.split('\n').at(-1)).toBe(cmsTtfbLine(run));
  });

  it("prints '-' where no dynamic page was measured", () => {
    expect(ttfbTable([run[2] as TtfbSummary])).toContain('| `/help` (CMS) | 60 | 10.8 ms | 16.7 ms | - |');
  });
});
