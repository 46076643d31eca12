// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBotCheckForTests } from '@/services/bot-check-browser';
import { sendRegisterInterest } from './send-register-interest';

const form = {
  contact_title: 'MS' as const,
  contact_name: 'Sam',
  contact_surname: 'Builder',
  email: 'sam@example.com',
  phone: '07700900123',
  accept_terms: true as const,
  accept_marketing: false,
};
const item = {
  uprn: '100000000031',
  address: '1 Far Lane, Demoton',
  postcode: 'HB1 1AE',
  coverage: 'NOTPASSED',
  oss_type: null,
  address_type: 'RES' as const,
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute: async () => 'token' });
  return fetch;
}

const send = () =>
  sendRegisterInterest({
    form,
    item,
    botCheck: { scriptUrl: 'http://stand-in/recaptcha/api.js', siteKey: 'key' },
    idempotencyKey: 'attempt-key-0001',
  });

afterEach(() => {
  resetBotCheckForTests();
  vi.unstubAllGlobals();
});

describe('one register-interest submit’s outcome (decision 0429)', () => {
  it('sends the attempt’s Idempotency-Key', async () => {
    const fetch = answer(201, { customer: { code: 'ROI1' } });
    expect(await send()).toEqual({ kind: 'ok', code: 'ROI1' });
    const init = fetch.mock.calls[0]?.at(1) as RequestInit | undefined;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('attempt-key-0001');
  });

  it('gives back refused fields of the form, to go on their controls', async () => {
    const fields = [
      { path: 'contact_title', message: 'Please enter a valid title' },
      { path: 'phone', message: 'Phone is invalid' },
    ];
    answer(400, { error: 'validation.invalid_body', message: 'The request body is not valid.', fields });
    expect(await send()).toEqual({ kind: 'invalid', fields });
  });

  it.each([
    ['a field the visitor cannot change', [{ path: 'postcode', message: 'Invalid postcode format' }]],
    ['no fields at all', undefined],
  ])('keeps the failure words for a 400 with %s', async (_name, fields) => {
    answer(400, { error: 'validation.invalid_body', message: 'The request body is not valid.', fields });
    expect(await send()).toEqual({
      kind: 'refused',
      message: 'There was an error submitting your details. Please try again.',
    });
  });

  it('says the rate limit’s words, and names a failure of the service', async () => {
    answer(429, { error: 'request.rate_limited', message: 'Too many attempts.' });
    expect(await send()).toEqual({ kind: 'refused', message: 'Too many attempts.' });
    answer(503, { error: 'service.unavailable', message: 'down' });
    expect(await send()).toEqual({ kind: 'failed', code: 'service.unavailable' });
  });
});
