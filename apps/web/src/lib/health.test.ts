import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import { describe, expect, it, vi } from 'vitest';
import { livenessAnswer, READINESS_TIMEOUT_MS, readinessAnswer } from './health';

const answering = { name: 'database', key: 'health.database_unavailable' as const, answers: async () => 1 };

describe('site health probes (decision 0541)', () => {
  it('answers liveness 200 {status: ok}, not cached', async () => {
    const response = livenessAnswer();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers readiness 200 when every check answers', async () => {
    const response = await readinessAnswer([answering, answering], false);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 health.closing while draining, without asking the checks', async () => {
    const answers = vi.fn(async () => 1);
    const response = await readinessAnswer([{ ...answering, answers }], true);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'health.closing',
      message: ERROR_MESSAGES['health.closing'],
    });
    expect(answers).not.toHaveBeenCalled();
  });

  it("answers 503 with the failing check's key, and logs which failed", async () => {
    const log = vi.fn();
    const failing = {
      ...answering,
      answers: async () => {
        throw new Error('connection refused');
      },
    };
    const response = await readinessAnswer([answering, failing], false, log);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'health.database_unavailable',
      message: ERROR_MESSAGES['health.database_unavailable'],
    });
    expect(log).toHaveBeenCalledWith('Readiness check failed', {
      check: 'database',
      reason: 'connection refused',
    });
  });

  it('counts a check that does not answer in time as failing', async () => {
    vi.useFakeTimers();
    try {
      const hanging = { ...answering, answers: () => new Promise(() => undefined) };
      const pending = readinessAnswer([hanging], false, () => undefined);
      await vi.advanceTimersByTimeAsync(READINESS_TIMEOUT_MS + 1);
      expect((await pending).status).toBe(503);
    } finally {
      vi.useRealTimers();
    }
  });
});
