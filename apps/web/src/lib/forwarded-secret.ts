import { randomBytes } from 'node:crypto';

const VARIABLE = 'FIBRE_FORWARDED_SECRET';

/**
 * A random value per server process that proxy.ts puts on the requests it rewrote (forwarded.ts).
 * proxy.ts and the route handlers are separate bundles with separate module state, so it lives in
 * the process environment, which they share; instrumentation.ts makes it when the server starts.
 */
export function forwardedSecret(): string {
  const existing = process.env[VARIABLE];
  if (existing && existing.length >= 32) return existing;
  const secret = randomBytes(24).toString('hex');
  process.env[VARIABLE] = secret;
  return secret;
}
