import { describe, expect, it } from 'vitest';
import type { LighthouseFigures } from './lighthouse-runs';
import {
  difference,
  journeyLine,
  lighthouseTable,
  median,
  RESULTS_END,
  RESULTS_START,
  ratio,
  replaceResults,
  summarise,
  summariseRecorded,
} from './report';

function run(partial: Partial<LighthouseFigures>): LighthouseFigures {
  return {
    score: 100,
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
    fcpMs: 800,
    lcpElement: 'h1',
    benchmarkIndex: 1500,
    finalUrl: 'http://127.0.0.1:3200/',
    ...partial,
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('summarise', () => {
  it('gives medians, the worst layout shift and the LCP element of the run nearest the median', () => {
    const summary = summarise('Home', '/', [
      run({ score: 90, lcpMs: 3000, tbtMs: 300, cls: 0, lcpElement: 'slow' }),
      run({ score: 99, lcpMs: 1200, tbtMs: 40, cls: 0.02, lcpElement: 'middle' }),
      run({ score: 100, lcpMs: 1000, tbtMs: 0, cls: 0, lcpElement: 'fast' }),
    ]);
    expect(summary).toEqual({
      name: 'Home',
      path: '/',
      runs: 3,
      score: 99,
      lcpMs: 1200,
      tbtMs: 40,
      cls: 0.02,
      lcpElement: 'middle',
    });
  });
});

describe('lighthouseTable', () => {
  it('reports a page without a recorded run as not measured, with why, beside the measured ones', () => {
    const baseline = summarise('Static baseline page', '/', [run({ lcpMs: 1000 })]);
    const table = lighthouseTable(baseline, [
      summariseRecorded('Help', '/help', [run({ lcpMs: 1500 })], 'unused'),
      summariseRecorded('Home', '/', [], 'NO_NAVSTART: No navigationStart event'),
    ]);
    expect(table).toContain('| Help `/help` | 100 | 1.50 s | 0 ms | 0.000 | 1.00x | 1.50x | +0 ms |');
    expect(table).toContain('| Home `/` | not measured: NO_NAVSTART: No navigationStart event | | | | | | |');
  });

  it('gives no ratios when the baseline itself was not measured', () => {
    const table = lighthouseTable(summariseRecorded('Static baseline page', '/', [], 'NO_FCP'), [
      summariseRecorded('Help', '/help', [run({})], 'unused'),
    ]);
    expect(table).toContain('| Static baseline page | not measured: NO_FCP |');
    expect(table).toContain('| Help `/help` | 100 | 1.00 s | 0 ms | 0.000 | - | - | - |');
  });
});

describe('lighthouseTable with the empty Next.js app', () => {
  it("adds the framework's row and each page's LCP over the framework's", () => {
    const baseline = summarise('Static baseline page', '/', [run({ lcpMs: 500 })]);
    const framework = summarise('Empty Next.js app', '/', [run({ lcpMs: 2000 })]);
    const table = lighthouseTable(baseline, [summarise('Help', '/help', [run({ lcpMs: 3000 })])], framework);
    expect(table).toContain('| LCP / empty Next.js app |');
    expect(table).toContain(
      '| Empty Next.js app (the framework alone) | 100 | 2.00 s | 0 ms | 0.000 | 1.00x | 4.00x | +0 ms | 1.00x |',
    );
    expect(table).toContain('| Help `/help` | 100 | 3.00 s | 0 ms | 0.000 | 1.00x | 6.00x | +0 ms | 1.50x |');
  });

  it('keeps the column, without ratios, when the framework was not measured', () => {
    const baseline = summarise('Static baseline page', '/', [run({ lcpMs: 500 })]);
    const framework = summariseRecorded('Empty Next.js app', '/', [], 'NO_FCP');
    const table = lighthouseTable(baseline, [summarise('Help', '/help', [run({ lcpMs: 3000 })])], framework);
    expect(table).toContain(
      '| Empty Next.js app (the framework alone) | not measured: NO_FCP | | | | | | | |',
    );
    expect(table).toContain('| Help `/help` | 100 | 3.00 s | 0 ms | 0.000 | 1.00x | 6.00x | +0 ms | - |');
  });
});

describe('ratio and difference', () => {
  it('divides by the baseline, or says there is no ratio when it is 0', () => {
    expect(ratio(2000, 800)).toBe('2.50x');
    expect(ratio(5, 0)).toBe('-');
  });

  it('subtracts the baseline, with a sign', () => {
    expect(difference(150.4, 0)).toBe('+150 ms');
    expect(difference(10, 60)).toBe('-50 ms');
    expect(difference(60, 60)).toBe('+0 ms');
  });
});

describe('journeyLine', () => {
  it('prints the journey as one figure, and names a route the build lacks', () => {
    const line = journeyLine({
      routes: ['/', '/checkout'],
      missing: ['/success'],
      distinctAboveFloorBytes: 41_230,
      summedAboveFloorBytes: 60_000,
    });
    expect(line).toContain('`/` → `/checkout`');
    expect(line).toContain('41.2 kB of our own JavaScript above the empty Next.js app');
    expect(line).toContain('60.0 kB if each page');
    expect(line).toContain('Not in this build, so not counted: `/success`.');
  });
});

describe('replaceResults', () => {
  const other = '# Benchmarks\n\n## `npm run bench:api`\n\nTheir text.\n\n## Results\n\nTheir figures.\n';

  it('adds a Website section at the end when there is none, leaving the rest as it was', () => {
    const updated = replaceResults(other, 'Figures 1');
    expect(updated.startsWith(other.trimEnd())).toBe(true);
    expect(updated.endsWith(`## Website\n\n${RESULTS_START}\n\nFigures 1\n\n${RESULTS_END}\n`)).toBe(true);
  });

  it('fills a Website section that has no results yet, before the next section', () => {
    const readme = `# Benchmarks\n\n## Website\n\nHow it works.\n\n## Results\n\nTheir figures.\n`;
    expect(replaceResults(readme, 'Figures 1')).toBe(
      `# Benchmarks\n\n## Website\n\nHow it works.\n\n${RESULTS_START}\n\nFigures 1\n\n${RESULTS_END}\n\n## Results\n\nTheir figures.\n`,
    );
  });

  it('replaces only what is between the markers on later runs', () => {
    const first = replaceResults(`${other}\n## Website\n\nHow it works.\n`, 'Figures 1');
    const second = replaceResults(`${first}\n## Later section\n\nSomeone else's.\n`, 'Figures 2');
    expect(second).toContain('Figures 2');
    expect(second).not.toContain('Figures 1');
    expect(second).toContain('How it works.');
    expect(second).toContain("## Later section\n\nSomeone else's.\n");
    expect(second.startsWith(other.trimEnd())).toBe(true);
  });
});
