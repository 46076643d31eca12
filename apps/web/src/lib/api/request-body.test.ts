import { MAX_JSON_DEPTH } from '@fibre/domain/json-depth';
import { describe, expect, it } from 'vitest';
import { isJsonContentType, isMissing, readJsonBody } from './request-body';

function request(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/uprn', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    // Node's fetch needs this for a stream body.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** A body that sends `chunk` forever (a 100 MB chunked upload, as far as the reader is concerned). */
function endless(chunk: Uint8Array) {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(chunk);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

async function refusal(read: Awaited<ReturnType<typeof readJsonBody>>) {
  if (read.ok) throw new Error(`expected a refusal, read ${JSON.stringify(read.value)}`);
  return { status: read.response.status, body: await read.response.json() };
}

describe('readJsonBody', () => {
  it('parses a JSON body', async () => {
    expect(await readJsonBody(request('{"uprn":"1"}'))).toEqual({ ok: true, value: { uprn: '1' } });
  });

  it('reads no body, or an empty one, as undefined', async () => {
    expect(await readJsonBody(request(null, { 'content-type': '' }))).toEqual({ ok: true, value: undefined });
    expect(await readJsonBody(request('  \n'))).toEqual({ ok: true, value: undefined });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['no content type', null],
    ['a form', 'application/x-www-form-urlencoded'],
    ['JSON in another charset', 'application/json; charset=latin1'],
    ['a look-alike', 'application/jsonp'],
  ])('refuses %s with 415 request.unsupported_media_type', async (_name, type) => {
    const headers: Record<string, string> = type === null ? {} : { 'content-type': type };
    const body = new Request('http://localhost/', { method: 'POST', body: '{"uprn":"1"}', headers });
    // A string body makes undici add text/plain; drop it to send none at all.
    if (type === null) body.headers.delete('content-type');
    expect(await refusal(await readJsonBody(body))).toEqual({
      status: 415,
      body: { error: 'request.unsupported_media_type', message: 'The request body must be JSON.' },
    });
  });

  it('stops reading an endless body at the limit and cancels it (413)', async () => {
    const body = endless(new Uint8Array(1024).fill(0x20));
    const read = await readJsonBody(request(body.stream), { maxBytes: 8 * 1024 });
    expect((await refusal(read)).status).toBe(413);
    // 9 chunks of 1 KiB pass 8 KiB; the stream may have queued one more ahead of the reader.
    expect(body.pulled()).toBeLessThanOrEqual(11);
    expect(body.cancelled()).toBe(true);
  });

  it('refuses a declared length over the limit without reading', async () => {
    const body = endless(new Uint8Array(16));
    const read = await readJsonBody(request(body.stream, { 'content-length': '100000000' }));
    expect(await refusal(read)).toEqual({
      status: 413,
      body: { error: 'request.too_large', message: 'The request is too large.' },
    });
    expect(body.pulled()).toBeLessThanOrEqual(1);
  });

  it('gives up on a stalled body after the timeout (408 request.timeout) and cancels it', async () => {
    let cancelled = false;
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"uprn":'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const started = Date.now();
    const read = await readJsonBody(request(stalled), { timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await refusal(read)).toEqual({
      status: 408,
      body: { error: 'request.timeout', message: 'The request took too long.' },
    });
    expect(cancelled).toBe(true);
  });

  it('refuses nesting past the limit with 400 request.too_deep before parsing', async () => {
    const deep = `${'['.repeat(8172)}${']'.repeat(8172)}`;
    expect(await refusal(await readJsonBody(request(deep), { maxBytes: 32 * 1024 }))).toEqual({
      status: 400,
      body: { error: 'request.too_deep', message: 'The request body is nested too deeply' },
    });
    const atLimit = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect((await readJsonBody(request(atLimit))).ok).toBe(true);
  });

  it.each([
    ['text that is not JSON', '{nope'],
    ['bytes that are not UTF-8', new Uint8Array([0x22, 0xed, 0xa0, 0x80, 0x22])],
  ])('refuses %s with 400 request.invalid_json', async (_name, body) => {
    expect((await refusal(await readJsonBody(request(body)))).body.error).toBe('request.invalid_json');
  });
});

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['Application/JSON; charset=UTF-8', true],
    ['application/problem+json', true],
    ['application/json; charset=utf-16', false],
    ['text/json', false],
    ['', false],
    [null, false],
  ])('%s -> %s', (header, expected) => {
    expect(isJsonContentType(header)).toBe(expected);
  });
});

describe('isMissing', () => {
  it('treats absent, null, blank and empty-list fields as missing', () => {
    expect(isMissing(undefined, 'uprn')).toBe(true);
    expect(isMissing([], 'uprn')).toBe(true);
    expect(isMissing({ uprn: null }, 'uprn')).toBe(true);
    expect(isMissing({ uprn: ' ' }, 'uprn')).toBe(true);
    expect(isMissing({ products: [] }, 'products')).toBe(true);
    expect(isMissing({ uprn: '1' }, 'uprn')).toBe(false);
    expect(isMissing({ uprn: 0 }, 'uprn')).toBe(false);
  });
});
