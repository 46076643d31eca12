import { RATE_LIMITED_MESSAGES } from '@fibre/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callSiteApi } from './site-api';

function stubFetch(answer: Response | Error) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callSiteApi requests', () => {
  it('sends a JSON body with JSON headers, POST by default', async () => {
    const fetchMock = stubFetch(json({ addresses: [] }));
    await callSiteApi('/api/uprn-by-postcode', { body: { postcode: 'HB1 1AA' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/uprn-by-postcode');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
    expect(init?.body).toBe('{"postcode":"HB1 1AA"}');
  });

  it('GETs with the query in order, leaving out missing values, and no body', async () => {
    const fetchMock = stubFetch(json({ promotions: [] }));
    await callSiteApi('/api/get-promo', { query: { code: 'WELCOME10', product: 1002, postcode: null } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/get-promo?code=WELCOME10&product=1002');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ accept: 'application/json' });
  });

  it('sends the extra headers given, such as an Idempotency-Key', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    await callSiteApi('/api/direct-debit', { body: {}, headers: { 'Idempotency-Key': 'k-12345678' } });
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({
      'Idempotency-Key': 'k-12345678',
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });

  it('uses the method given', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    await callSiteApi('/api/uprn-checked', { method: 'PUT', body: { uprn: '1' } });
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('PUT');
  });
});

describe('callSiteApi answers', () => {
  it('returns the data of a success', async () => {
    stubFetch(json({ promotions: [{ code: 'GIGAAUTO' }] }));
    expect(await callSiteApi('/api/active-promos')).toEqual({
      kind: 'ok',
      status: 200,
      data: { promotions: [{ code: 'GIGAAUTO' }] },
    });
  });

  it('returns the error body of a refused request', async () => {
    const body = { error: 'promotions.get.not_found', message: 'Promo code not valid' };
    stubFetch(json(body, 404));
    expect(await callSiteApi('/api/get-promo')).toEqual({ kind: 'failed', status: 404, error: body });
  });

  it('keeps no error body when the answer is not one', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await callSiteApi('/api/get-promo')).toEqual({ kind: 'failed', status: 502, error: null });
    stubFetch(json({ message: 'no key' }, 500));
    expect(await callSiteApi('/api/get-promo')).toEqual({ kind: 'failed', status: 500, error: null });
  });

  it('keeps no error body the routes could not have sent: a key outside the catalogue, fields as a map', async () => {
    stubFetch(json({ error: 'promo.nope', message: 'Promo code not valid' }, 404));
    expect(await callSiteApi('/api/get-promo')).toEqual({ kind: 'failed', status: 404, error: null });
    stubFetch(
      json({ error: 'validation.invalid_query', message: 'Bad', fields: { code: ['Required'] } }, 400),
    );
    expect(await callSiteApi('/api/get-promo')).toEqual({ kind: 'failed', status: 400, error: null });
  });

  it('keeps the fields of a refused input', async () => {
    const body = {
      error: 'validation.invalid_query',
      message: 'The query parameters are not valid.',
      fields: [{ path: 'code', message: 'Required' }],
    };
    stubFetch(json(body, 400));
    expect(await callSiteApi('/api/get-promo')).toEqual({ kind: 'failed', status: 400, error: body });
  });

  it('counts a success without JSON as failed', async () => {
    stubFetch(new Response('not json', { status: 200 }));
    expect(await callSiteApi('/api/active-promos')).toEqual({ kind: 'failed', status: 200, error: null });
  });

  it("shows a 429's own message", async () => {
    stubFetch(json({ error: 'request.rate_limited', message: 'Slow down, please.' }, 429));
    expect(await callSiteApi('/api/get-promo', { rateLimit: 'promoAttempt' })).toEqual({
      kind: 'rate-limited',
      status: 429,
      message: 'Slow down, please.',
    });
  });

  it("falls back to the catalogue's words for the route's limit when a 429 has none", async () => {
    stubFetch(new Response('', { status: 429 }));
    expect(await callSiteApi('/api/get-promo', { rateLimit: 'promoAttempt' })).toEqual({
      kind: 'rate-limited',
      status: 429,
      message: RATE_LIMITED_MESSAGES.promoAttempt,
    });
    stubFetch(new Response('', { status: 429 }));
    expect(await callSiteApi('/api/active-promos')).toEqual({ kind: 'failed', status: 429, error: null });
  });

  it("does not show a 429's message from a body that is not an error body", async () => {
    stubFetch(json({ error: 'slow_down', message: '<b>go away</b>' }, 429));
    expect(await callSiteApi('/api/get-promo', { rateLimit: 'promoAttempt' })).toEqual({
      kind: 'rate-limited',
      status: 429,
      message: RATE_LIMITED_MESSAGES.promoAttempt,
    });
  });

  it('says when there was no answer at all', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    expect(await callSiteApi('/api/active-promos')).toEqual({ kind: 'unreachable' });
  });

  it('rejects when the caller aborted, before or after the answer', async () => {
    const before = new AbortController();
    before.abort();
    stubFetch(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(callSiteApi('/api/active-promos', { signal: before.signal })).rejects.toThrow();

    const after = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        after.abort();
        return json({ promotions: [] });
      }),
    );
    await expect(callSiteApi('/api/active-promos', { signal: after.signal })).rejects.toBeDefined();
  });
});

describe('callSiteApi while the failed answer reader loads (decision 0693)', () => {
  afterEach(() => {
    vi.doUnmock('./failed-answer');
    vi.resetModules();
  });

  it('reports the failure without its body, and tries the reader again on the next failure', async () => {
    vi.resetModules();
    let loads = 0;
    vi.doMock('./failed-answer', () => {
      loads += 1;
      throw new Error('Loading chunk failed');
    });
    const { callSiteApi: freshCall } = await import('./site-api');
    stubFetch(json({ error: 'request.not_found', message: 'Not found' }, 404));
    expect(await freshCall('/api/active-promos')).toEqual({ kind: 'failed', status: 404, error: null });
    stubFetch(json({ error: 'request.not_found', message: 'Not found' }, 404));
    expect(await freshCall('/api/active-promos')).toEqual({ kind: 'failed', status: 404, error: null });
    expect(loads).toBe(2);
  });

  it('rejects when the caller aborted while the reader loaded', async () => {
    vi.resetModules();
    const during = new AbortController();
    vi.doMock('./failed-answer', async (importOriginal) => {
      during.abort();
      return importOriginal();
    });
    const { callSiteApi: freshCall } = await import('./site-api');
    stubFetch(json({ error: 'request.not_found', message: 'Not found' }, 404));
    await expect(freshCall('/api/active-promos', { signal: during.signal })).rejects.toBeDefined();
  });
});
