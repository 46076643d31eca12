import { vi } from 'vitest';
import { createProviderClient } from './provider-client';
import type { FetchLike, ProviderClientLogger } from './transport';

// The fake provider the client's tests talk to: it records each request and answers as told.

export interface Recorded {
  url: string;
  init: RequestInit;
}

export function json(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function fakeProvider(
  answer: (url: string, init: RequestInit) => Response | Promise<Response>,
  timeoutMs?: number,
) {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return answer(url, init);
  };
  const logger = { warn: vi.fn(), error: vi.fn() } satisfies ProviderClientLogger;
  const client = createProviderClient({
    baseUrl: 'http://provider.test/',
    token: 'secret-token',
    fetch,
    logger,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  /** Each request as 'METHOD /path?query', the base URL left out. */
  const requests = () =>
    calls.map((call) => `${call.init.method} ${call.url.replace('http://provider.test', '')}`);
  /** The JSON body of the nth request. */
  const sentBody = (index = 0): unknown => JSON.parse(String(calls[index]?.init.body));
  return { client, calls, logger, requests, sentBody };
}

export function header(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string>)[name];
}

/** The rejection of a call, for asserting on a ProviderError. */
export async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}
