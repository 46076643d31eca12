import type { ErrorKey } from '@fibre/domain/error-keys';
import { apiError, json } from './api/responses';

/** One thing the site needs to serve a request, asked by the readiness probe. */
export interface ReadinessCheck {
  /** For the log line when it fails. */
  name: string;
  /** The error key the probe answers with when this check fails. */
  key: ErrorKey;
  /** Resolves when it answers; throws or rejects when it does not. */
  answers: () => Promise<unknown>;
}

/** How long a check may take before it counts as not answering: a probe must answer quickly. */
export const READINESS_TIMEOUT_MS = 2000;

function withTimeout(run: () => Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([run(), timeout]).finally(() => clearTimeout(timer));
}

/** GET /api/health/live: the process runs and answers (decision 0541). */
export function livenessAnswer(): Response {
  return json({ status: 'ok' as const });
}

/**
 * GET /api/health/ready (decision 0541): 503 health.closing from the moment the process was told
 * to stop; else each check in order, 503 with the first failing one's key; else 200 {status: ok}.
 * Always `Cache-Control: no-store`, never a cookie.
 */
export async function readinessAnswer(
  checks: readonly ReadinessCheck[],
  draining: boolean,
  log: (message: string, details: Record<string, unknown>) => void = console.error,
): Promise<Response> {
  if (draining) return apiError('health.closing');
  for (const check of checks) {
    try {
      await withTimeout(check.answers, READINESS_TIMEOUT_MS);
    } catch (error) {
      log('Readiness check failed', {
        check: check.name,
        reason: error instanceof Error ? error.message : String(error),
      });
      return apiError(check.key);
    }
  }
  return json({ status: 'ok' as const });
}
