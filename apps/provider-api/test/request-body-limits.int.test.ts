import { MAX_JSON_DEPTH } from '@fibre/domain/json-depth';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { findBadString } from '../src/plugins/app/body-guard';
import { AUTH, describeEachApi } from './app';
import { orderBody } from './bodies';

/**
 * A 16 KB body of 8,172 nested arrays, sent to any route without a token, overflowed the
 * stack of the body guard's recursive walk (500) and took the process from 144 to 378 MB. Nesting is
 * now measured before parsing (decision 0170); text that is not UTF-8 or holds half a character is
 * refused too.
 */

/** The attack decision 0170 answers: `[` x 8,172 then `]` x 8,172, just under the 16 KiB body limit. */
const NESTED_ATTACK = `${'['.repeat(8172)}${']'.repeat(8172)}`;
const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

function expectKey(response: LightMyRequestResponse, status: number, key: string): void {
  expect({ status: response.statusCode, key: response.json().error }, response.body.slice(0, 300)).toEqual({
    status,
    key,
  });
}

describe('findBadString', () => {
  it('finds a NUL or a lone surrogate in values and keys, naming the dotted path', () => {
    expect(findBadString({ a: [{ b: 'x\u0000' }] })).toEqual({
      path: 'a.0.b',
      message: 'Must not contain control characters',
    });
    expect(findBadString({ awc: 'abc\ud800' })?.path).toBe('awc');
    expect(findBadString({ ['k\udc00']: 1 })?.path).toBe('k\udc00');
    expect(findBadString({ ok: 'Siân 😀 Zoë', list: ['\ud83d\ude00'] })).toBeNull();
  });

  it('walks 100,000 levels without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findBadString(deep)?.message).toBe('Must not contain control characters');
  });
});

describeEachApi('request bodies: depth, encoding and broken text', (ctx) => {
  const send = (url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it.each([
    ['POST /health, no token', '/health', {}],
    ['an unknown path, no token', '/no/such/route', {}],
    ['a provider route with the token', '/customer/SIGNUP', AUTH],
    ['the monthly payment with the token', '/product/calculate-monthly-payment', AUTH],
  ])(
    'refuses the 8,172-deep body of decision 0170 with 400 request.too_deep: %s',
    async (_name, url, headers) => {
      expect(Buffer.byteLength(NESTED_ATTACK)).toBeLessThanOrEqual(16 * 1024);
      expectKey(await send(url, NESTED_ATTACK, headers), 400, 'request.too_deep');
    },
  );

  it('asks for the token first on a provider route: the body is never parsed', async () => {
    expectKey(await send('/customer/SIGNUP', NESTED_ATTACK), 401, 'auth.unauthorized');
  });

  it(`accepts ${MAX_JSON_DEPTH} levels (the schema then refuses the shape) and refuses ${MAX_JSON_DEPTH + 1}`, async () => {
    const at = '/product/calculate-monthly-payment';
    expectKey(
      await send(at, `{"products":${nested(MAX_JSON_DEPTH - 1)}}`, AUTH),
      400,
      'validation.invalid_body',
    );
    expectKey(await send(at, `{"products":${nested(MAX_JSON_DEPTH)}}`, AUTH), 400, 'request.too_deep');
  });

  it('does not count brackets inside strings', async () => {
    const response = await send(
      '/customer/outage',
      JSON.stringify({ email: `${'['.repeat(200)}@example.com` }),
      AUTH,
    );
    expectKey(response, 400, 'validation.invalid_body');
  });

  it('refuses bytes that are not UTF-8 as request.invalid_json', async () => {
    const body = Buffer.concat([
      Buffer.from('{"email":"a'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('@example.com"}'),
    ]);
    expectKey(await send('/customer/outage', body, AUTH), 400, 'request.invalid_json');
  });

  it('refuses a lone surrogate sent as a JSON escape, naming the field, and stores nothing', async () => {
    const before = await ctx.database.db.selectFrom('customer').select('code').execute();
    const payload = JSON.stringify(orderBody({ awc: 'x' }, '100000000002')).replace(
      '"awc":"x"',
      '"awc":"abc\\ud800"',
    );
    const response = await send('/customer/SIGNUP', payload, AUTH);
    expectKey(response, 400, 'validation.invalid_body');
    expect(response.json().fields).toEqual([
      { path: 'awc', message: 'Must not contain broken characters (a lone surrogate)' },
    ]);
    expect(await ctx.database.db.selectFrom('customer').select('code').execute()).toEqual(before);
  });

  it('keeps memory flat and /health answering under 20 nested bodies', async () => {
    const health = () => ctx.app.inject({ method: 'GET', url: '/health' });
    expect((await health()).statusCode).toBe(200);
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    for (let round = 0; round < 20; round += 1) {
      const responses = await Promise.all(
        ['/health', '/customer/SIGNUP', '/no/such/route'].map((url) => send(url, NESTED_ATTACK, AUTH)),
      );
      for (const response of responses) expectKey(response, 400, 'request.too_deep');
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }
    expect((await health()).json()).toEqual({ status: 'ok', database: ctx.dialect });
    // Before the fix one such body alone added about 230 MB; 60 now add less than 24 MB of heap.
    expect(peakHeap - before.heapUsed).toBeLessThan(24 * 1024 * 1024);
    expect(process.memoryUsage().rss - before.rss).toBeLessThan(64 * 1024 * 1024);
  });
});
