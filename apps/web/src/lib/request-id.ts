import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { REQUEST_ID_HEADER, requestIdOrFresh } from '@fibre/domain/request-id';

const INSTALLED = Symbol.for('fibre.requestIdStamp');
const STORAGE = Symbol.for('fibre.requestIds');

// One store per process, kept on globalThis: Next bundles this module more than once (instrumentation
// and each route's bundle), and each copy must read the scope the installed copy set.
const holder = globalThis as typeof globalThis & { [STORAGE]?: AsyncLocalStorage<string> };
holder[STORAGE] ??= new AsyncLocalStorage<string>();
const requestIds: AsyncLocalStorage<string> = holder[STORAGE];

/**
 * The id of the request this code runs for: the incoming x-request-id when it is a valid one
 * (HAProxy adds one at the edge), else the one made when the request arrived. Undefined outside a
 * request (the build, a timer): the provider client then makes one per call (decision 0542).
 */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/**
 * Gives every request any HTTP server of this process receives its request id before its listener
 * (Next's router) runs, and runs the listener with it in scope, so a provider call anywhere in the
 * page, route or action sends it on without reading `next/headers` (which would make a static
 * page dynamic). The header is rewritten to the id, so a route reading it sees the same one.
 * Installed once, from instrumentation.ts, as the connection stamp is (decision 0181).
 */
export function installRequestIdStamp(): void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  prototype.emit = function emitWithRequestId(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return Reflect.apply(emit, this, [event, ...args]) as boolean;
    const request = args[0] as http.IncomingMessage;
    const id = requestIdOrFresh(request.headers[REQUEST_ID_HEADER]);
    request.headers[REQUEST_ID_HEADER] = id;
    return requestIds.run(id, () => Reflect.apply(emit, this, [event, ...args]) as boolean);
  } as typeof prototype.emit;
  prototype[INSTALLED] = true;
}
