import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  createImportProgress,
  formatDuration,
  formatProgressLine,
  isInteractive,
  secondsLeft,
} from './progress';

function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

describe('import progress', () => {
  it('estimates the time left from the share of the file read at the pace so far', () => {
    expect(secondsLeft({ rows: 100, bytesRead: 250, totalBytes: 1000, elapsedMs: 2000 })).toBe(6);
    expect(secondsLeft({ rows: 0, bytesRead: 0, totalBytes: 1000, elapsedMs: 10 })).toBeNull();
    expect(secondsLeft({ rows: 9, bytesRead: 1200, totalBytes: 1000, elapsedMs: 10 })).toBe(0);
  });

  it('writes rows, rows per second and time left in a plain line', () => {
    expect(formatProgressLine({ rows: 250_000, bytesRead: 500, totalBytes: 1000, elapsedMs: 2500 })).toBe(
      'import:addresses: 250,000 rows (50% of the file), 100,000 rows/s, about 3 s left',
    );
    expect(formatDuration(75)).toBe('1 min 15 s');
    expect(formatDuration(3 * 3600 + 120)).toBe('3 h 2 min');
  });

  it('prints plain lines at most once per interval when not on a terminal', () => {
    const out = capture();
    let time = 0;
    const progress = createImportProgress({
      stream: out.stream,
      terminal: false,
      totalBytes: 1000,
      now: () => time,
      intervalMs: 5000,
    });
    time = 1000;
    progress.update(10_000, 100);
    expect(out.text()).toBe('');
    time = 5000;
    progress.update(50_000, 500);
    time = 6000;
    progress.update(60_000, 600);
    progress.stop();
    expect(out.text()).toBe(
      'import:addresses: 50,000 rows (50% of the file), 10,000 rows/s, about 5 s left\n',
    );
  });

  it('draws a bar only on a terminal outside CI', () => {
    const tty = Object.assign(capture().stream, { isTTY: true });
    expect(isInteractive(tty, {})).toBe(true);
    expect(isInteractive(tty, { CI: 'true' })).toBe(false);
    expect(isInteractive(tty, { CI: 'false' })).toBe(true);
    expect(isInteractive(capture().stream, {})).toBe(false);
  });

  it('redraws the bar with rows, rows per second and time left on a terminal', () => {
    const out = capture();
    const stream = Object.assign(out.stream, {
      isTTY: true,
      columns: 120,
      cursorTo() {},
      clearLine() {},
      moveCursor() {},
    });
    let time = 0;
    const progress = createImportProgress({ stream, terminal: true, totalBytes: 1000, now: () => time });
    time = 2000;
    progress.update(20_000, 500);
    progress.stop();
    expect(out.text()).toContain('50% | 20,000 rows | 10,000 rows/s | 2 s left');
  });
});
