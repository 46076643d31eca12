import { describe, expect, it } from 'vitest';
import { descendantTicks, parsePidStat, readClusterTicks } from './process-cpu';

const line = (pid: number, comm: string, ppid: number, utime: number, stime: number) =>
  `${pid} (${comm}) S ${ppid} ${pid} ${pid} 0 -1 4194560 100 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 100 1000 50`;

describe('process CPU', () => {
  it('reads the parent and utime + stime, whatever the command name holds', () => {
    expect(parsePidStat(line(42, 'next-server (v16)', 7, 120, 30))).toEqual({ pid: 42, ppid: 7, ticks: 150 });
  });

  it('adds up every process below the root, not the root nor anything else', () => {
    const processes = [
      { pid: 1, ppid: 0, ticks: 1000 },
      { pid: 10, ppid: 1, ticks: 5 }, // the bench itself
      { pid: 11, ppid: 10, ticks: 100 }, // haproxy
      { pid: 12, ppid: 10, ticks: 200 }, // npm
      { pid: 13, ppid: 12, ticks: 300 }, // next-server under npm
      { pid: 20, ppid: 1, ticks: 7000 }, // someone else's build
    ];
    expect(descendantTicks(processes, 10)).toBe(600);
    expect(descendantTicks(processes, 13)).toBe(0);
  });

  it('reads this machine’s processes', () => {
    expect(readClusterTicks()).toBeGreaterThanOrEqual(0);
  });
});
