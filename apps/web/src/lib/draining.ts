import http from 'node:http';

const INSTALLED = Symbol.for('fibre.draining');
const STATE = Symbol.for('fibre.drainingState');

/** How often, while draining, connections that have gone idle are closed. */
export const IDLE_SWEEP_MS = 100;

// Kept on globalThis: Next bundles this module more than once (instrumentation, each route), and the
// readiness route's copy must see the flag the installed copy's signal handler set.
const holder = globalThis as typeof globalThis & { [STATE]?: { draining: boolean } };
holder[STATE] ??= { draining: false };
const state: { draining: boolean } = holder[STATE];

/** Whether this process has been told to stop (SIGTERM/SIGINT): GET /api/health/ready then answers 503. */
export function isDraining(): boolean {
  return state.draining;
}

/** Marks the process as draining (the signal handler; tests). */
export function startDraining(): void {
  state.draining = true;
}

/**
 * On SIGTERM or SIGINT the site reports itself not ready at once (decision 0541), while `next
 * start`'s own handler stops taking connections and waits for the requests in flight. Node closes
 * only the connections idle at that moment; one whose request was in flight would stay open for the
 * keep-alive timeout after its answer, so each server's idle connections are closed every 100 ms
 * until the process exits. Installed once, from instrumentation.ts. It only listens: exiting stays
 * `next start`'s handler's job.
 */
export function installDrainOnSignal(target: NodeJS.Process = process): void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const servers = new Set<http.Server>();
  const emit = prototype.emit;
  prototype.emit = function emitTracked(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') servers.add(this);
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof prototype.emit;
  prototype[INSTALLED] = true;
  const drain = () => {
    if (state.draining) return;
    startDraining();
    const sweep = setInterval(() => {
      for (const server of servers) server.closeIdleConnections();
    }, IDLE_SWEEP_MS);
    sweep.unref();
  };
  target.once('SIGTERM', drain);
  target.once('SIGINT', drain);
}
