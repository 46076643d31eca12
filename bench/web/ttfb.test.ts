import { describe, expect, it } from 'vitest';
import { quantile, ttfbTable } from './ttfb';

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
