import { ProviderError } from '@fibre/provider-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiError, invalidInput, json, providerFailure, SERVICE_UNAVAILABLE_MESSAGE } from './responses';
import { broken, down, timeout } from './route-deps.test-support';

afterEach(() => vi.restoreAllMocks());

describe('json', () => {
  it('answers the body with no-store and the extra headers', async () => {
    const response = json({ ok: true }, 201, { 'Retry-After': '5' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe('apiError', () => {
  it("answers the key with the catalogue's message and status by default", async () => {
    const response = apiError('request.too_large');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'request.too_large',
      message: 'The request is too large.',
    });
  });

  it('takes another message and status when given', async () => {
    const response = apiError('service.unavailable', { status: 502, message: 'Away' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'service.unavailable', message: 'Away' });
  });
});

describe('invalidInput', () => {
  it("answers 400 with each failing field's message", async () => {
    const parsed = z.strictObject({ postcode: z.string() }).safeParse({ postcode: 1, extra: true });
    if (parsed.success) throw new Error('expected a failure');
    const response = invalidInput('validation.invalid_body', parsed.error);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('validation.invalid_body');
    expect(body.fields).toEqual([
      { path: 'postcode', message: 'Invalid input: expected string, received number' },
      { path: 'extra', message: 'Unknown field' },
    ]);
  });
});

describe('providerFailure', () => {
  it.each([
    ['away', down, 503],
    ['slow', timeout, 503],
    ['broken', broken, 502],
    [
      'refusing our token',
      () => new ProviderError({ key: 'auth.invalid_token', status: 401, message: 'no' }),
      502,
    ],
    ['throwing something else', () => new Error('unexpected'), 502],
  ])('answers %s with %i and plain words, logging the key only', async (_name, makeError, status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = providerFailure(makeError(), '/api/x');
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({
      error: 'service.unavailable',
      message: SERVICE_UNAVAILABLE_MESSAGE,
    });
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/at .*\.ts/);
    expect(log.mock.calls[0]?.[1]).toMatchObject({ route: '/api/x' });
  });
});
