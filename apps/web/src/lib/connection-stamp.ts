import http from 'node:http';
import { stampConnection } from './forwarded';

const INSTALLED = Symbol.for('fibre.connectionStamp');

/**
 * Stamps every request that any HTTP server of this process receives, before its listener (Next's
 * router) runs: the one place in `next start` that sees the socket (decision 0181). Installed once,
 * from instrumentation.ts, which Next.js runs when the server starts and before it serves.
 */
export function installConnectionStamp(secret: string): void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  prototype.emit = function emitStamped(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      stampConnection(request.headers, request.socket?.remoteAddress, secret);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof prototype.emit;
  prototype[INSTALLED] = true;
}
