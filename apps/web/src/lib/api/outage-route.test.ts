import { afterEach, describe, expect, it, vi } from 'vitest';
import { outage } from './outage-route';
import { RATE_LIMIT_RULES } from './rate-limits';
import { broken, fakeDeps, post, VID } from './route-deps.test-support';

afterEach(() => vi.restoreAllMocks());
const cookie = { cookie: `hb_vid=${VID}` };

describe('POST /api/outage', () => {
  it('registers the e-mail only and answers 201', async () => {
    const { deps, provider } = fakeDeps();
    const response = await outage(post('/api/outage', { email: ' Sam@Example.com ' }, cookie), deps);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ registered: true });
    expect(provider.registerOutage).toHaveBeenCalledWith(
      { email: expect.stringMatching(/^sam@example\.com$/i) },
      { idempotencyKey: undefined },
    );
  });

  it.each([[{}], [{ email: '  ' }], [undefined]])('answers 400 outage.no_email for %j', async (body) => {
    const { deps, provider } = fakeDeps();
    const response = await outage(post('/api/outage', body === undefined ? '' : body, cookie), deps);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('outage.no_email');
    expect(provider.registerOutage).not.toHaveBeenCalled();
  });

  it.each([
    [{ email: '"<script>"@example.com' }],
    [{ email: 'test@[127.0.0.1]' }],
    [{ email: 'sam@example.com', name: 'Sam' }],
  ])('answers 400 validation.invalid_body for %j', async (body) => {
    const { deps } = fakeDeps();
    const response = await outage(post('/api/outage', body, cookie), deps);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('validation.invalid_body');
  });

  it('refuses text/plain with 415', async () => {
    const { deps } = fakeDeps();
    const response = await outage(
      post('/api/outage', '{"email":"sam@example.com"}', { ...cookie, 'content-type': 'text/plain' }),
      deps,
    );
    expect(response.status).toBe(415);
  });

  it('answers a provider failure as a gateway error, for the form to show in brackets', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakeDeps({
      registerOutage: vi.fn(async () => {
        throw broken();
      }),
    });
    const response = await outage(post('/api/outage', { email: 'sam@example.com' }, cookie), deps);
    expect(response.status).toBe(502);
    expect((await response.json()).error).toBe('service.unavailable');
  });

  it('holds each visitor to 5 registrations in 10 minutes', async () => {
    const { deps } = fakeDeps();
    for (let index = 0; index < RATE_LIMIT_RULES.outageRegistration.limit; index += 1) {
      expect((await outage(post('/api/outage', { email: 'sam@example.com' }, cookie), deps)).status).toBe(
        201,
      );
    }
    expect((await outage(post('/api/outage', { email: 'sam@example.com' }, cookie), deps)).status).toBe(429);
  });
});
