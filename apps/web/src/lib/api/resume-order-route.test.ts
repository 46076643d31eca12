import { RESUME_CODE_INVALID_MESSAGE } from '@fibre/domain/resume-code';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderCodeOf } from './order-access';
import { RATE_LIMIT_RULES } from './rate-limits';
import { RESUME_COOKIE } from './resume-code';
import { customerUpdate } from './resume-order-route';
import {
  fakeDeps as baseFakeDeps,
  customerRecord,
  down,
  notFound,
  orderCookie,
  post,
  TEST_ORDER_ACCESS_KEY,
  VID,
  validOrderBody,
} from './route-deps.test-support';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-23T10:00:00Z');

/** The route deps with a clock on 23 November 2026 that the test moves. */
function fakeDeps(overrides: Parameters<typeof baseFakeDeps>[0] = {}) {
  const fake = baseFakeDeps(overrides);
  let now = NOW;
  fake.deps.now = () => now;
  return {
    ...fake,
    advance: (ms: number) => {
      now += ms;
      // The limits' windows run on the store's clock (decision 0521), moved when a test fakes Date.
      if (vi.isFakeTimers()) vi.setSystemTime(Date.now() + ms);
      return now;
    },
  };
}

const KEY = '123e4567-e89b-42d3-a456-426614174222';
const VID_2 = '223e4567-e89b-42d3-a456-426614174000';

/** The sign-up body with no add-ons or promotions and no landline question. */
function orderBody(overrides: Record<string, unknown> = {}) {
  return validOrderBody({
    addons: [],
    promotions: [],
    additional: {
      needsHelpSwitchingProvider: false,
      hasAlternativeContactMethod: true,
      hasHealthcareOrMedicalAlarm: false,
      confirmResponsibility: true,
      currentProvider: 'BT',
    },
    ...overrides,
  });
}

const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
const cookiePair = (value: string | undefined) => value?.split(';')[0] ?? '';

function update(body: unknown, cookies: string[] = [], vid = VID, ip = '203.0.113.9') {
  return post('/api/customer-update', body, {
    'idempotency-key': KEY,
    cookie: [`hb_vid=${vid}`, ...cookies].join('; '),
    'x-forwarded-for': ip,
  });
}

type Fake = ReturnType<typeof fakeDeps>;

/** Asks for a code: the route's answer, the pending cookie and the code the e-mail carried. */
async function askForCode(fake: Fake, body = orderBody()) {
  const response = await customerUpdate(update(body), fake.deps);
  const sent = fake.sendResumeCode.mock.calls.at(-1)?.[0];
  return { response, cookie: cookiePair(setCookie(response, RESUME_COOKIE)), code: sent?.code ?? '' };
}

/** A code that is not the one sent. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/customer-update without a code', () => {
  it('e-mails a 6-digit code and answers 202 without calling the provider', async () => {
    const fake = fakeDeps();
    const { response, cookie, code } = await askForCode(fake);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ verification: 'sent' });
    expect(fake.provider.submitCustomer).not.toHaveBeenCalled();
    expect(fake.provider.getCustomer).not.toHaveBeenCalled();
    expect(fake.sendResumeCode).toHaveBeenCalledWith({
      to_email: 'sam.fibre@example.com',
      code: expect.stringMatching(/^\d{6}$/),
      expiry_minutes: 15,
    });
    // The pending resume is short-lived, for the same-site routes only, and never holds the code.
    expect(setCookie(response, RESUME_COOKIE)).toMatch(
      /^hb_resume=\d+\.[\w-]{43}; Path=\/api; Max-Age=900; HttpOnly; SameSite=Strict$/,
    );
    expect(cookie).not.toContain(code);
    expect(setCookie(response, 'hb_order')).toBeUndefined();
  });

  it('makes a new code each time', async () => {
    const fake = fakeDeps();
    const codes = new Set<string>();
    for (let index = 0; index < 5; index += 1) codes.add((await askForCode(fake)).code);
    expect(codes.size).toBeGreaterThan(1);
  });

  it('answers 503 customer.verification_unsent when the e-mail service fails, and keeps no pending code', async () => {
    const fake = fakeDeps();
    fake.sendResumeCode.mockRejectedValueOnce(new Error('The e-mail service answered 503'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { response } = await askForCode(fake);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: 'customer.verification_unsent',
      message: 'We could not send the code to your e-mail address. Please try again in a few minutes.',
    });
    expect(setCookie(response, RESUME_COOKIE)).toBeUndefined();
  });

  it('sends at most 5 codes to an address and e-mail in 15 minutes, whoever asks', async () => {
    const fake = fakeDeps();
    const { limit } = RATE_LIMIT_RULES.resumeCodeSend;
    for (let index = 0; index < limit; index += 1) {
      const visitor = `${index}23e4567-e89b-42d3-a456-426614174000`;
      const response = await customerUpdate(
        update(orderBody(), [], visitor, `198.51.100.${index}`),
        fake.deps,
      );
      expect(response.status).toBe(202);
    }
    const refused = await customerUpdate(update(orderBody(), [], VID_2, '192.0.2.1'), fake.deps);
    expect(refused.status).toBe(429);
    expect(fake.sendResumeCode).toHaveBeenCalledTimes(limit);
    // Another e-mail at the same address is another budget.
    expect((await askForCode(fake, orderBody({ email: 'other@example.com' }))).response.status).toBe(202);
  });

  it('asks the provider whether the e-mail has an open order at the uprn before sending (decision 0382)', async () => {
    const fake = fakeDeps();
    expect((await askForCode(fake)).response.status).toBe(202);
    expect(fake.provider.lookUpOpenOrder).toHaveBeenCalledWith({
      uprn: '100000000001',
      email: 'sam.fibre@example.com',
    });
    expect(fake.sendResumeCode).toHaveBeenCalledOnce();
  });

  it('sends no e-mail when no order is open there, and answers exactly as when one is (decision 0382)', async () => {
    const real = fakeDeps();
    const none = fakeDeps({ lookUpOpenOrder: vi.fn(async () => ({ open: false })) });
    const sent = await askForCode(real);
    const unsent = await askForCode(none);
    expect(none.sendResumeCode).not.toHaveBeenCalled();
    expect(unsent.response.status).toBe(sent.response.status);
    expect(await unsent.response.json()).toEqual(await sent.response.json());
    // The same cookie, the same shape: only its signature differs, as it does between any two codes.
    const shape = (response: Response) =>
      setCookie(response, RESUME_COOKIE)?.replace(/=\d+\.[\w-]{43};/, '=X;');
    expect(shape(unsent.response)).toBe(shape(sent.response));
    expect([...unsent.response.headers.keys()].sort()).toEqual([...sent.response.headers.keys()].sort());
    // No code was sent, so no code can resume anything: every guess is refused before the provider.
    for (const guess of ['000000', '123456', '999999']) {
      const response = await customerUpdate(
        update(orderBody({ verification_code: guess }), [unsent.cookie]),
        none.deps,
      );
      expect(response.status).toBe(400);
    }
    expect(none.provider.submitCustomer).not.toHaveBeenCalled();
  });

  it('sends at most 5 codes to one e-mail in 15 minutes across different uprns, whoever asks (decision 0382)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // the limits' windows pass with advance()
    const fake = fakeDeps();
    const { limit } = RATE_LIMIT_RULES.resumeCodeInbox;
    expect(limit).toBe(5);
    for (let index = 0; index < limit; index += 1) {
      const visitor = `${index}23e4567-e89b-42d3-a456-426614174000`;
      const body = orderBody({ uprn: String(100000000001 + index) });
      const response = await customerUpdate(update(body, [], visitor, `198.51.100.${index}`), fake.deps);
      expect(response.status).toBe(202);
    }
    // A sixth uprn, any 1 to 12 digits, the e-mail in other capitals, another visitor and network.
    const sixth = orderBody({ uprn: '42', email: 'SAM.FIBRE@example.com' });
    const refused = await customerUpdate(update(sixth, [], VID_2, '192.0.2.1'), fake.deps);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: 'request.rate_limited',
      message: 'We have sent too many codes to this e-mail address. Please wait 15 minutes and try again.',
    });
    expect(fake.sendResumeCode).toHaveBeenCalledTimes(limit);
    // Counted before the provider is asked, so a refusal says nothing about an order either.
    expect(fake.provider.lookUpOpenOrder).toHaveBeenCalledTimes(limit);
    // Another inbox has its own budget; the window passes.
    expect((await askForCode(fake, orderBody({ email: 'other@example.com' }))).response.status).toBe(202);
    fake.advance(RATE_LIMIT_RULES.resumeCodeInbox.windowMs);
    expect((await customerUpdate(update(sixth, [], VID_2, '192.0.2.1'), fake.deps)).status).toBe(202);
  });

  it('counts asks for an address with no order against the inbox too', async () => {
    const fake = fakeDeps({ lookUpOpenOrder: vi.fn(async () => ({ open: false })) });
    for (let index = 0; index < RATE_LIMIT_RULES.resumeCodeInbox.limit; index += 1) {
      const body = orderBody({ uprn: String(index + 1) });
      expect((await customerUpdate(update(body, [], VID, `198.51.100.${index}`), fake.deps)).status).toBe(
        202,
      );
    }
    expect((await customerUpdate(update(orderBody(), [], VID_2, '192.0.2.1'), fake.deps)).status).toBe(429);
  });

  it('answers a provider failure while looking the order up as a gateway error, and sends nothing', async () => {
    const fake = fakeDeps({
      lookUpOpenOrder: vi.fn(async () => {
        throw down();
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { response } = await askForCode(fake);
    expect(response.status).toBe(503);
    expect(fake.sendResumeCode).not.toHaveBeenCalled();
    expect(setCookie(response, RESUME_COOKIE)).toBeUndefined();
  });

  it('refuses a write without an Idempotency-Key and sends nothing', async () => {
    const fake = fakeDeps();
    const response = await customerUpdate(
      post('/api/customer-update', orderBody(), { cookie: `hb_vid=${VID}` }),
      fake.deps,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('validation.invalid_headers');
    expect(fake.sendResumeCode).not.toHaveBeenCalled();
  });
});

describe('POST /api/customer-update with a code', () => {
  it('resumes the order with the right code: UPDATE with the key, the order cookie, the pending code ended', async () => {
    const fake = fakeDeps();
    const { cookie, code } = await askForCode(fake);
    const response = await customerUpdate(
      update(orderBody({ verification_code: code }), [cookie]),
      fake.deps,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).customer.code).toBe('FB7K3M9QXT');
    const body = vi.mocked(fake.provider.submitCustomer).mock.calls[0]?.[1];
    expect(fake.provider.submitCustomer).toHaveBeenCalledWith(
      'UPDATE',
      expect.objectContaining({ uprn: '100000000001', email: 'sam.fibre@example.com' }),
      { idempotencyKey: KEY },
    );
    // The code is the site's, never the provider's.
    expect(body).not.toHaveProperty('verification_code');
    const given = post('/api/y', {}, { cookie: cookiePair(setCookie(response, 'hb_order')) });
    expect(orderCodeOf(given, { key: TEST_ORDER_ACCESS_KEY, now: fake.deps.now() })).toBe('FB7K3M9QXT');
    expect(setCookie(response, RESUME_COOKIE)).toMatch(/^hb_resume=; Path=\/api; Max-Age=0; HttpOnly/);
  });

  it('accepts the e-mail in another case, as the provider matches it', async () => {
    const fake = fakeDeps();
    const { cookie, code } = await askForCode(fake);
    const body = orderBody({ email: 'Sam.Fibre@Example.com', verification_code: code });
    expect((await customerUpdate(update(body, [cookie]), fake.deps)).status).toBe(200);
  });

  it.each([
    ['a wrong code', (code: string) => ({ verification_code: wrong(code) })],
    [
      'the code for another e-mail',
      (code: string) => ({ verification_code: code, email: 'eve@example.com' }),
    ],
    ['the code for another address', (code: string) => ({ verification_code: code, uprn: '100000000002' })],
  ])('refuses %s with 400 customer.verification_invalid on the field', async (_name, change) => {
    const fake = fakeDeps();
    const { cookie, code } = await askForCode(fake);
    const response = await customerUpdate(update(orderBody(change(code)), [cookie]), fake.deps);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'customer.verification_invalid',
      message: RESUME_CODE_INVALID_MESSAGE,
      fields: [{ path: 'verification_code', message: RESUME_CODE_INVALID_MESSAGE }],
    });
    expect(fake.provider.submitCustomer).not.toHaveBeenCalled();
    expect(setCookie(response, 'hb_order')).toBeUndefined();
  });

  it('refuses a code without the pending cookie: another browser cannot use it', async () => {
    const fake = fakeDeps();
    const { code } = await askForCode(fake);
    const response = await customerUpdate(
      update(orderBody({ verification_code: code }), [], VID_2, '192.0.2.7'),
      fake.deps,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('customer.verification_invalid');
    expect(fake.provider.submitCustomer).not.toHaveBeenCalled();
  });

  it('refuses a forged cookie', async () => {
    const fake = fakeDeps();
    const { cookie, code } = await askForCode(fake);
    const forged = cookie.replace(/\.([\w-])/, (_all, first: string) => `.${first === 'A' ? 'B' : 'A'}`);
    const response = await customerUpdate(
      update(orderBody({ verification_code: code }), [forged]),
      fake.deps,
    );
    expect(response.status).toBe(400);
  });

  it('refuses the right code after 15 minutes', async () => {
    const fake = fakeDeps();
    const { cookie, code } = await askForCode(fake);
    fake.advance(15 * 60_000 - 1000);
    const late = await customerUpdate(update(orderBody({ verification_code: code }), [cookie]), fake.deps);
    expect(late.status).toBe(200);
    fake.advance(1000);
    const expired = await customerUpdate(update(orderBody({ verification_code: code }), [cookie]), fake.deps);
    expect(expired.status).toBe(400);
    expect((await expired.json()).error).toBe('customer.verification_invalid');
  });

  it('refuses a code that is not 6 digits with the words of the field', async () => {
    const fake = fakeDeps();
    const { cookie } = await askForCode(fake);
    const response = await customerUpdate(
      update(orderBody({ verification_code: '12ab' }), [cookie]),
      fake.deps,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toContainEqual({
      path: 'verification_code',
      message: 'Enter the 6-digit code from the e-mail we sent you',
    });
  });

  it('bounds guessing: after 5 wrong codes for an address and e-mail, even the right one gets 429, for every visitor', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // the limits' windows pass with advance()
    const fake = fakeDeps();
    const { cookie, code } = await askForCode(fake);
    const { limit } = RATE_LIMIT_RULES.resumeCodeGuess;
    for (let index = 0; index < limit; index += 1) {
      // Each guess from another browser and network: the budget is the address's, not theirs.
      const visitor = `${index}23e4567-e89b-42d3-a456-426614174000`;
      const guess = update(
        orderBody({ verification_code: wrong(code) }),
        [cookie],
        visitor,
        `198.51.100.${index}`,
      );
      expect((await customerUpdate(guess, fake.deps)).status).toBe(400);
    }
    const right = await customerUpdate(update(orderBody({ verification_code: code }), [cookie]), fake.deps);
    expect(right.status).toBe(429);
    expect((await right.json()).message).toBe(
      'Too many wrong codes. Please wait 15 minutes, then ask for a new code.',
    );
    expect(fake.provider.submitCustomer).not.toHaveBeenCalled();
    // Once the window has passed, a new code works.
    fake.advance(15 * 60_000);
    const again = await askForCode(fake);
    const resumed = update(orderBody({ verification_code: again.code }), [again.cookie]);
    expect((await customerUpdate(resumed, fake.deps)).status).toBe(200);
  });

  it('passes the provider refusal on (no open order there) and keeps the pending code', async () => {
    const fake = fakeDeps({
      submitCustomer: vi.fn(async () => {
        throw notFound('customer.not_found');
      }),
    });
    const { cookie, code } = await askForCode(fake);
    const response = await customerUpdate(
      update(orderBody({ verification_code: code }), [cookie]),
      fake.deps,
    );
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe('customer.not_found');
    expect(setCookie(response, RESUME_COOKIE)).toBeUndefined();
    expect(setCookie(response, 'hb_order')).toBeUndefined();
  });
});

describe('POST /api/customer-update from the browser that holds the order', () => {
  const held = (email = 'sam.fibre@example.com', uprn = '100000000001') => ({
    getCustomer: vi.fn(async (code: string) => ({ ...customerRecord(code), email, uprn })),
  });

  it('changes its own order at once, with no code', async () => {
    const fake = fakeDeps(held('Sam.Fibre@example.com'));
    const response = await customerUpdate(
      update(orderBody(), [orderCookie('FB7K3M9QXT', NOW).cookie]),
      fake.deps,
    );
    expect(response.status).toBe(200);
    expect(fake.provider.getCustomer).toHaveBeenCalledWith('FB7K3M9QXT');
    expect(fake.provider.submitCustomer).toHaveBeenCalledWith('UPDATE', expect.anything(), {
      idempotencyKey: KEY,
    });
    expect(fake.sendResumeCode).not.toHaveBeenCalled();
    expect(setCookie(response, 'hb_order')).toBeDefined();
  });

  it.each([
    ['at another e-mail', held('lena@example.com')],
    ['at another address', held('sam.fibre@example.com', '100000000003')],
    [
      'that is gone',
      {
        getCustomer: vi.fn(async () => {
          throw notFound('customer.not_found');
        }),
      },
    ],
  ])('asks for a code when its order is %s', async (_name, overrides) => {
    const fake = fakeDeps(overrides);
    const response = await customerUpdate(
      update(orderBody(), [orderCookie('FB7K3M9QXT', NOW).cookie]),
      fake.deps,
    );
    expect(response.status).toBe(202);
    expect(fake.provider.submitCustomer).not.toHaveBeenCalled();
    expect(fake.sendResumeCode).toHaveBeenCalledOnce();
  });

  it('answers a provider failure while reading its order as a gateway error', async () => {
    const fake = fakeDeps({
      getCustomer: vi.fn(async () => {
        throw down();
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await customerUpdate(
      update(orderBody(), [orderCookie('FB7K3M9QXT', NOW).cookie]),
      fake.deps,
    );
    expect(response.status).toBe(503);
    expect(fake.provider.submitCustomer).not.toHaveBeenCalled();
  });
});
