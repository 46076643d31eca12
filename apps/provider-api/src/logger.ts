import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { REDACTED, redactLogObject, serializeLoggedError } from './log-redaction';

/** Where log lines are written: anything with write(line). */
export interface LogStream {
  write(line: string): void;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Query parameters whose values are logged as sent: the provider API's own, none of which is
 * personal or secret. Any other parameter (access_token, token, key, code, postcode, ...) keeps its
 * name and loses its value, so a token sent in a URL never reaches a log (decision 0061 addendum).
 */
const LOGGED_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['register_channel', 'auto', 'product']);
/** A parameter name that is plainly a name (not a token pasted as a name) is kept beside its redacted value. */
const PLAIN_NAME = /^[A-Za-z0-9_.-]{1,40}$/;

/** The URL as logged: the path as requested, every query value but the allow-listed ones redacted. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1 || mark === url.length - 1) return url;
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      // A bare part (no '=') may itself be a pasted token.
      if (equals === -1) return REDACTED;
      if (LOGGED_QUERY_PARAMETERS.has(name)) return pair;
      return PLAIN_NAME.test(name) ? `${name}=${REDACTED}` : REDACTED;
    });
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(address: string): number[] | null {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length > 0) return null;
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...front, ...Array<number>(missing).fill(0), ...back];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * What is kept of a client address (decision 0174, UK GDPR data minimisation): an IPv4 address
 * truncated to its /24 ('203.0.113.0'), an IPv6 address to its /48 ('2001:db8:85a3::'); enough to
 * see a network misbehave, not to single out a household. Addresses are only ever logged, never
 * stored in the database.
 */
export function truncateIp(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped?.[1] ?? address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0`;
  if (isIPv6(ip)) {
    const groups = ipv6Groups(ip.split('%')[0]!);
    if (groups)
      return `${groups
        .slice(0, 3)
        .map((group) => group.toString(16))
        .join(':')}::`;
  }
  return REDACTED;
}

/** The one request line Fastify logs: method, redacted URL and truncated address; no headers, no body. */
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: truncateIp(request.ip),
  };
}

/**
 * Fastify's logger (pino). Request bodies and headers are never logged (the request serializer
 * keeps the method, the URL with its query values redacted and a truncated client address); the
 * redaction is the second line of defence for anything a handler logs by mistake. It is ours, one
 * walk of each logged object (log-redaction.ts), not pino's `redact` option: that ran every one of
 * its hundred paths over every value of every line (decision 0699).
 */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    formatters: {
      log: (object) => redactLogObject(object),
      bindings: (bindings) => redactLogObject(bindings),
    },
    serializers: {
      // Fastify passes its request object here; typed loosely by pino.
      req: (request: FastifyRequest) => serializeRequest(request),
      err: serializeLoggedError,
    },
    ...(stream ? { stream } : {}),
  };
}
