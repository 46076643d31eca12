import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc's CPU fields (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

async function readText(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

/** utime, stime, cutime, cstime and the parent pid of a process, from /proc/PID/stat. */
async function stat(pid: number): Promise<{ ppid: number; own: number; children: number } | null> {
  const text = await readText(`/proc/${pid}/stat`);
  if (text === null) return null;
  // The command name (field 2) may hold spaces: the fields after it start past its closing bracket.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { ppid: field(4), own: field(14) + field(15), children: field(16) + field(17) };
}

/**
 * CPU seconds the local PostgreSQL server listening on `port` has used so far: the postmaster's own,
 * that of its exited backends (reaped, so counted in its children's time) and that of the processes
 * still running under it. The import's backend is counted once its session ends, so read this before
 * the import and after its process exited: the difference is the server's work for it (decision 0595).
 */
export async function postgresServerCpuSeconds(port: number): Promise<number | null> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  let postmaster: number | null = null;
  for (const pid of pids) {
    const args = (await readText(`/proc/${pid}/cmdline`))?.split('\0') ?? [];
    const portAt = args.indexOf('-p');
    if (args[0]?.endsWith('/postgres') && portAt > 0 && args[portAt + 1] === String(port)) {
      postmaster = pid;
      break;
    }
  }
  if (postmaster === null) return null;
  const main = await stat(postmaster);
  if (main === null) return null;
  let ticks = main.own + main.children;
  for (const pid of pids) {
    const child = await stat(pid);
    if (child?.ppid === postmaster) ticks += child.own;
  }
  return ticks / TICKS_PER_SECOND;
}
