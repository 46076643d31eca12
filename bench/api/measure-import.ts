import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { ImportReport } from '../../apps/provider-api/src/import/import-command';
import { REPO_ROOT } from './paths';

export type ImportMeasurement = {
  report: ImportReport;
  /** Highest resident set size seen by sampling /proc every 100 ms. */
  sampledPeakRssBytes: number;
  /** The kernel's own high-water mark of the process (VmHWM), read at the last sample. */
  hwmBytes: number;
};

async function readMemory(pid: number): Promise<{ rss: number; hwm: number } | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
  } catch {
    return null;
  }
}

/**
 * Runs the real import command (`scripts/import-addresses.ts --json`) as its own process, the way an
 * operator does, and samples its memory from outside while it runs.
 */
export async function measureImport(file: string, env: Record<string, string>): Promise<ImportMeasurement> {
  const child = spawn(
    process.execPath,
    // The same node flags as `npm run import:addresses` (apps/provider-api/package.json; decision 0626).
    [
      '--max-semi-space-size=32',
      // BENCH_IMPORT_NODE_ARGS adds Node options to the import process alone, e.g. `--cpu-prof`.
      ...(process.env.BENCH_IMPORT_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'apps/provider-api/scripts/import-addresses.ts',
      file,
      '--json',
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, INIT_CWD: REPO_ROOT },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += String(chunk);
  });
  let progressTail = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
    // The command's stderr is a pipe here, so its progress comes as plain lines: show them as they come.
    const lines = (progressTail + String(chunk)).split('\n');
    progressTail = lines.pop() ?? '';
    for (const line of lines) if (/ rows\/s, about /.test(line)) console.log(`  ${line}`);
  });
  let sampledPeakRssBytes = 0;
  let hwmBytes = 0;
  const pid = child.pid;
  const sampler = setInterval(async () => {
    if (pid === undefined) return;
    const memory = await readMemory(pid);
    if (memory) {
      sampledPeakRssBytes = Math.max(sampledPeakRssBytes, memory.rss);
      hwmBytes = Math.max(hwmBytes, memory.hwm);
    }
  }, 100);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  clearInterval(sampler);
  const lastLine = stdout.trim().split('\n').at(-1) ?? '';
  let report: ImportReport;
  try {
    report = JSON.parse(lastLine) as ImportReport;
  } catch {
    throw new Error(`the import printed no JSON summary (exit ${code}):\n${stdout}\n${stderr}`);
  }
  if (code !== 0 || !report.ok) {
    throw new Error(`the import failed (exit ${code}): ${report.error ?? stderr}`);
  }
  console.log(`  import process CPU ${report.cpuSeconds.toFixed(1)} s (user and system, every thread)`);
  return { report, sampledPeakRssBytes, hwmBytes };
}
