import { CookieJar } from 'tough-cookie';
import { Agent, request } from 'undici';
import type { Answer, Method, Transport } from './journey';

/** A request not answered in this time counts as an error ('UND_ERR_HEADERS_TIMEOUT'). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One virtual visitor's HTTP client, like one browser: its own cookie jar (the site's visitor id
 * and order cookies, tough-cookie) and its own kept-alive connections from its own source address
 * in 127.0.0.0/8 (decision 0560), so the site sees each visitor on a network of its own.
 */
export class VisitorClient implements Transport {
  private readonly jar = new CookieJar();
  private readonly agent: Agent;

  constructor(
    private readonly origin: string,
    localAddress: string,
  ) {
    // The client's own option: undici's Client passes its localAddress (null unless set) to the
    // connector on every connect, overriding `connect: { localAddress }` (undici 7.29).
    this.agent = new Agent({
      localAddress,
      connections: 2,
      headersTimeout: REQUEST_TIMEOUT_MS,
      bodyTimeout: REQUEST_TIMEOUT_MS,
    });
  }

  async send(
    method: Method,
    path: string,
    init: { json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const url = `${this.origin}${path}`;
    const headers: Record<string, string> = {
      accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
      ...init.headers,
    };
    const cookies = this.jar.getCookieStringSync(url);
    if (cookies) headers.cookie = cookies;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await request(url, { method, headers, body, dispatcher: this.agent });
    const setCookie = response.headers['set-cookie'];
    for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      this.jar.setCookieSync(cookie, url);
    }
    const type = String(response.headers['content-type'] ?? '');
    if (type.includes('application/json')) {
      const text = await response.body.text();
      return { status: response.statusCode, body: text === '' ? null : (JSON.parse(text) as unknown) };
    }
    // A page: read to the end, as a browser does, and keep nothing.
    await response.body.arrayBuffer();
    return { status: response.statusCode, body: null };
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

/**
 * The source address of the n-th visitor (0-based): 127.a.b.1, a new /24 per visitor (the site's
 * network budgets are per /24), starting at 127.1.0.1 so no visitor shares 127.0.0.0/24 with the
 * servers. 65,280 visitors at most: far more than one bounded run starts.
 */
export function visitorAddress(index: number): string {
  const networks = 255 * 256;
  if (!Number.isInteger(index) || index < 0 || index >= networks) {
    throw new RangeError(`visitor ${index} is outside 0..${networks - 1}`);
  }
  const network = index + 256;
  return `127.${Math.floor(network / 256)}.${network % 256}.1`;
}
