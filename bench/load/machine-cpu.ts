import { readFileSync } from 'node:fs';

/** The machine's CPU time so far (all cores, in clock ticks), from the first line of /proc/stat. */
export interface CpuTimes {
  busy: number;
  total: number;
}

/** Reads 'cpu  user nice system idle iowait irq softirq steal ...': idle and iowait are not busy. */
export function parseProcStat(text: string): CpuTimes {
  const line = text.split('\n').find((candidate) => candidate.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat has no cpu line');
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 5 || ticks.some((value) => !Number.isFinite(value))) {
    throw new Error(`unreadable /proc/stat cpu line: ${line}`);
  }
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/** The machine's CPU times now, or null where there is no /proc (not Linux). */
export function readCpuTimes(): CpuTimes | null {
  try {
    return parseProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** The share of the machine's CPU time that was busy between two readings (0 to 1). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total <= 0 ? 0 : (after.busy - before.busy) / total;
}

/** Cores kept busy on average while measuring: by the processes measured, the load generator, and all. */
export interface CpuFigures {
  cluster: number;
  loadGenerator: number;
  machine: number;
}

/**
 * From readings before and after: the machine's times (/proc/stat, ticks over all cores), the
 * cluster's ticks (process-cpu.ts) and the load generator's own process.cpuUsage() (µs) over the
 * wall time (ms). A tick is the same unit in both /proc files, so the cluster's share needs no
 * clock rate.
 */
export function cpuFigures(
  cores: number,
  machine: { before: CpuTimes; after: CpuTimes },
  clusterTicks: { before: number; after: number },
  generator: { userMicros: number; systemMicros: number },
  wallMs: number,
): CpuFigures {
  const totalTicks = machine.after.total - machine.before.total;
  return {
    cluster: totalTicks <= 0 ? 0 : ((clusterTicks.after - clusterTicks.before) / totalTicks) * cores,
    loadGenerator: wallMs <= 0 ? 0 : (generator.userMicros + generator.systemMicros) / 1000 / wallMs,
    machine: busyShare(machine.before, machine.after) * cores,
  };
}
