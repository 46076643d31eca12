import type { Writable } from 'node:stream';
import { Presets, SingleBar } from 'cli-progress';

/** Where the import is: rows read so far and how far into the file (bytes) the reading is. */
export type ProgressState = { rows: number; bytesRead: number; totalBytes: number; elapsedMs: number };

export interface ImportProgress {
  update(rows: number, bytesRead: number): void;
  stop(): void;
}

const count = (value: number) => Math.round(value).toLocaleString('en-GB');

/** Rows per second so far. */
export function rowsPerSecond(state: ProgressState): number {
  return state.elapsedMs > 0 ? (state.rows * 1000) / state.elapsedMs : 0;
}

/**
 * Seconds left at the pace so far, from the share of the file read (the row count is not known
 * before the end); null before anything is read.
 */
export function secondsLeft(state: ProgressState): number | null {
  if (state.bytesRead <= 0 || state.totalBytes <= 0) return null;
  const remaining = Math.max(state.totalBytes - state.bytesRead, 0);
  return (state.elapsedMs / 1000) * (remaining / state.bytesRead);
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '?';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  return minutes < 60
    ? `${minutes} min ${whole % 60} s`
    : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** One plain progress line, for logs (CI, a pipe, a file). */
export function formatProgressLine(state: ProgressState): string {
  const percent = state.totalBytes > 0 ? Math.min((state.bytesRead / state.totalBytes) * 100, 100) : 0;
  return (
    `import:addresses: ${count(state.rows)} rows (${percent.toFixed(0)}% of the file), ` +
    `${count(rowsPerSecond(state))} rows/s, about ${formatDuration(secondsLeft(state))} left`
  );
}

export type ProgressOptions = {
  stream: Writable;
  /** A terminal gets a redrawn bar; anything else plain lines every `intervalMs`. */
  terminal: boolean;
  totalBytes: number;
  now: () => number;
  intervalMs?: number;
};

/** Whether to draw a bar: stderr is a terminal and this is not CI. */
export function isInteractive(stream: Writable, env: Record<string, string | undefined>): boolean {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
  return (stream as Writable & { isTTY?: boolean }).isTTY === true && !ci;
}

/**
 * Progress on stderr (stdout stays the summary, one JSON line with `--json`): a cli-progress bar
 * with rows, rows/s and time left on a terminal; plain lines every few seconds otherwise.
 */
export function createImportProgress(options: ProgressOptions): ImportProgress {
  const started = options.now();
  const state = (rows: number, bytesRead: number): ProgressState => ({
    rows,
    bytesRead,
    totalBytes: options.totalBytes,
    elapsedMs: options.now() - started,
  });
  if (!options.terminal) {
    const interval = options.intervalMs ?? 5000;
    let lastLine = started;
    return {
      update(rows, bytesRead) {
        const time = options.now();
        if (time - lastLine < interval) return;
        lastLine = time;
        options.stream.write(`${formatProgressLine(state(rows, bytesRead))}\n`);
      },
      stop() {},
    };
  }
  const bar = new SingleBar(
    {
      stream: options.stream,
      format: '{bar} {percentage}% | {rows} rows | {rate} rows/s | {left} left',
      hideCursor: true,
      fps: 5,
    },
    Presets.shades_classic,
  );
  bar.start(Math.max(options.totalBytes, 1), 0, { rows: '0', rate: '0', left: '?' });
  return {
    update(rows, bytesRead) {
      const now = state(rows, bytesRead);
      bar.update(Math.min(bytesRead, options.totalBytes), {
        rows: count(rows),
        rate: count(rowsPerSecond(now)),
        left: formatDuration(secondsLeft(now)),
      });
    },
    stop() {
      bar.stop();
    },
  };
}
