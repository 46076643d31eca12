import autocannon from 'autocannon';

export type LoadTarget = {
  name: string;
  method: 'GET' | 'POST';
  /** A fixed path, or one chosen per request (random postcodes). */
  path: string | (() => string);
  body?: string;
};

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
};

export type LoadOptions = {
  baseUrl: string;
  token: string;
  seconds: number;
  connections: number;
};

/** The benchmark only ever talks to this machine. */
export function assertLoopback(baseUrl: string): void {
  const host = new URL(baseUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]') {
    throw new Error(`refusing to load ${host}: the benchmark runs on loopback only`);
  }
}

/** One autocannon run of `seconds` against one route, bounded by time and connections. */
export async function runLoad(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  assertLoopback(options.baseUrl);
  const pathFor = typeof target.path === 'string' ? () => target.path as string : target.path;
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    // Make each request's path when it is sent, so every request asks for a random postcode.
    requests: [
      {
        method: target.method,
        setupRequest: (request) => ({
          ...request,
          path: pathFor(),
          headers: {
            authorization: `Bearer ${options.token}`,
            ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(target.body === undefined ? {} : { body: target.body }),
        }),
      },
    ],
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
