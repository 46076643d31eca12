import { describe, expect, it } from 'vitest';
import { busyShare, parseProcStat } from './machine-cpu';

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
});
