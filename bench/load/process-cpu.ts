import { readdirSync, readFileSync } from 'node:fs';

/** One process as /proc/<pid>/stat tells it: its parent and its own CPU time in clock ticks. */
export interface ProcStat {
  pid: number;
  ppid: number;
  ticks: number;
}

/**
 * Reads /proc/<pid>/stat: 'pid (comm) state ppid ... utime stime ...'. The command name may hold
 * spaces and parentheses, so fields are counted from the last ')'. utime and stime are fields 14, 15.
 */
export function parsePidStat(text: string): ProcStat {
  const close = text.lastIndexOf(')');
  const pid = Number.parseInt(text, 10);
  const fields = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // fields[0] is field 3 (state), so field n is fields[n - 3].
  const ppid = Number(fields[1]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (close === -1 || !Number.isInteger(pid) || !Number.isInteger(ppid) || !Number.isFinite(ticks)) {
    throw new Error(`unreadable /proc stat line: ${text.slice(0, 80)}`);
  }
  return { pid, ppid, ticks };
}

/** The CPU ticks of every process below `root` (not root itself), from a snapshot of all processes. */
export function descendantTicks(processes: readonly ProcStat[], root: number): number {
  const children = new Map<number, ProcStat[]>();
  for (const process of processes) {
    children.set(process.ppid, [...(children.get(process.ppid) ?? []), process]);
  }
  let ticks = 0;
  const queue = [...(children.get(root) ?? [])];
  for (let next = queue.shift(); next; next = queue.shift()) {
    ticks += next.ticks;
    queue.push(...(children.get(next.pid) ?? []));
  }
  return ticks;
}

/**
 * CPU ticks so far of every process this one started, and theirs (the cluster: HAProxy, PostgreSQL,
 * Redis, the stand-ins, the site and API processes), or null where there is no /proc.
 */
export function readClusterTicks(root = process.pid): number | null {
  try {
    const processes: ProcStat[] = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        processes.push(parsePidStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
      } catch {
        // Gone between the listing and the read.
      }
    }
    return descendantTicks(processes, root);
  } catch {
    return null;
  }
}
