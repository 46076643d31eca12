import { describe, expect, it } from 'vitest';
import { busyShare, cpuFigures, parseProcStat } from './machine-cpu';

describe('machine CPU', () => {
  it('counts idle and iowait as not busy', () => {
    const times = parseProcStat('cpu  100 5 50 800 20 3 2 0 0 0\ncpu0 50 2 25 400 10 1 1 0 0 0\n');
    expect(times).toEqual({ busy: 160, total: 980 });
  });

  it('answers the busy share between two readings', () => {
    expect(busyShare({ busy: 100, total: 1000 }, { busy: 250, total: 1200 })).toBeCloseTo(0.75);
    expect(busyShare({ busy: 100, total: 1000 }, { busy: 100, total: 1000 })).toBe(0);
  });

  it('refuses a file without the cpu line', () => {
    expect(() => parseProcStat('intr 1 2 3\n')).toThrow('no cpu line');
  });

  it("turns the readings into cores: the cluster's, the load generator's and the whole machine's", () => {
    // 10 s on 2 cores at 100 ticks a second: 2000 ticks in all, 1800 busy, 1100 of them the cluster's.
    const figures = cpuFigures(
      2,
      { before: { busy: 0, total: 0 }, after: { busy: 1800, total: 2000 } },
      { before: 500, after: 1600 },
      { userMicros: 3_000_000, systemMicros: 1_000_000 },
      10_000,
    );
    expect(figures.cluster).toBeCloseTo(1.1);
    expect(figures.loadGenerator).toBeCloseTo(0.4);
    expect(figures.machine).toBeCloseTo(1.8);
  });
});
