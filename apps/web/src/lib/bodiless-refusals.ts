import http from 'node:http';
import type { ErrorKey } from '@fibre/domain/error-keys';
import { createErrorBody } from '@fibre/domain/schemas/error-body';

const INSTALLED = Symbol.for('fibre.bodilessRefusals');

/** The key a refusal Next.js sends without a body gets, by its status. */
const KEY_BY_STATUS: Readonly<Record<number, ErrorKey>> = {
  400: 'request.invalid',
  404: 'request.not_found',
  405: 'request.method_not_allowed',
  413: 'request.too_large',
  415: 'request.unsupported_media_type',
};

/**
 * The JSON routes: the site's /api, and the CMS's /cms-api, whose wrapper answers its own refusals
 * but not the ones Next.js sends before it (a method no route file exports, GET on GraphQL).
 */
const JSON_ROUTES = /^\/(api|cms-api)(\/|\?|$)/;

type End = http.ServerResponse['end'];

/**
 * Gives the one error body to the refusals Next.js itself sends bodiless on /api and /cms-api:
 * chiefly 405 for a method a route does not export (DELETE /api/customer-signup), which reached a
 * client as an empty body the HTTP fuzz suite could not read (decision 0402). Installed once, from
 * instrumentation.ts, beside the connection stamp (0181) and the method refusal (0400). An answer
 * that has a body, or was already started, is left alone.
 */
export function installBodilessRefusals(): void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  prototype.emit = function emitWithBodies(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      if (JSON_ROUTES.test(request.url ?? '')) giveRefusalsABody(args[1] as http.ServerResponse);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof prototype.emit;
  prototype[INSTALLED] = true;
}

/**
 * Keeps a wrapper of ours outermost on `response[name]`: Next.js's compression later replaces
 * `end` and `write` with its own, which sends the headers before calling the one it replaced, so a
 * wrapper underneath it would see the headers already sent.
 */
function keepOutermost<Name extends 'end' | 'write'>(
  response: http.ServerResponse,
  name: Name,
  wrap: (inner: http.ServerResponse[Name]) => http.ServerResponse[Name],
): void {
  let current = wrap(response[name]);
  Object.defineProperty(response, name, {
    configurable: true,
    get: () => current,
    set: (inner: http.ServerResponse[Name]) => {
      current = wrap(inner);
    },
  });
}

function giveRefusalsABody(response: http.ServerResponse): void {
  let wrote = false;
  keepOutermost(
    response,
    'write',
    (write) =>
      function writeMarked(this: http.ServerResponse, ...args: unknown[]) {
        const [chunk] = args;
        if (!isEmpty(chunk)) wrote = true;
        return Reflect.apply(write, this, args) as boolean;
      } as typeof write,
  );
  keepOutermost(
    response,
    'end',
    (end) =>
      function endWithBody(this: http.ServerResponse, ...args: unknown[]) {
        const key = KEY_BY_STATUS[this.statusCode];
        if (
          key &&
          isEmpty(args[0]) &&
          !wrote &&
          !this.headersSent &&
          this.getHeader('content-type') === undefined &&
          this.getHeader('content-length') === undefined
        ) {
          const body = JSON.stringify(createErrorBody(key));
          this.setHeader('Content-Type', 'application/json; charset=utf-8');
          this.setHeader('Content-Length', Buffer.byteLength(body));
          this.setHeader('Cache-Control', 'no-store');
          wrote = true;
          const callback = args.find((arg) => typeof arg === 'function');
          return Reflect.apply(end, this, callback ? [body, callback] : [body]) as ReturnType<End>;
        }
        return Reflect.apply(end, this, args) as ReturnType<End>;
      } as End,
  );
}

function isEmpty(chunk: unknown): boolean {
  return (
    chunk === undefined ||
    chunk === null ||
    typeof chunk === 'function' ||
    ((typeof chunk === 'string' || chunk instanceof Uint8Array) && chunk.length === 0)
  );
}
